import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../src/read/index.js'
import type { ReadOptions } from '../../src/read/types.js'
import { fixture, fixtureText } from './helpers.js'

const ROOT = new URL('../fixtures/', import.meta.url)

/** Fixtures that record broken output: they must fail, with this kind. */
const BROKEN: Record<string, string> = {
  'langchain/ai-message-invalid-tool-call.json': 'arguments_not_json',
  'mcp/tools-list.json': 'schema_invalid',
  'text/fenced-call.txt': 'not_json',
  'text/echoed-tools.txt': 'not_json',
  // model-native calls cut off by the end of the text
  'command-r/cut-off.txt': 'not_json',
  'deepseek/cut-off.txt': 'text_syntax',
  'deepseek-dsml/cut-off.txt': 'text_syntax',
  'harmony/cut-off.txt': 'not_json',
  'hermes/cut-off.txt': 'not_json',
  // the text ends inside the model's reasoning: the answer never came
  'hermes/qwen3-think-cut-off.txt': 'truncated',
  'llama/cut-off.txt': 'not_json',
  'mistral/cut-off.txt': 'not_json',
  'qwen-xml/cut-off.txt': 'text_syntax',
  // two choices that read differently: which one is meant must be said (`choice: N`)
  'openai-chat/response-two-choices.json': 'ambiguous_choice',
  // cut by the token limit, or stopped by a filter: never a clean abstention (issue 21 §4)
  'openai-chat/response-length-cut.json': 'truncated',
  'openai-chat/response-content-filter.json': 'filtered',
  'openai-responses/incomplete-max-output-tokens.json': 'truncated',
  'anthropic/message-max-tokens.json': 'truncated',
  'anthropic/message-refusal.json': 'filtered',
  'gemini/response-max-tokens.json': 'truncated',
  'gemini/response-safety.json': 'filtered',
  'gemini/response-prompt-blocked.json': 'filtered',
  'bedrock/converse-max-tokens.json': 'truncated',
  'bedrock/converse-stream-max-tokens.json': 'truncated',
  'anthropic/stream-events-max-tokens-in-tool-input.json': 'truncated',
  'openai-chat/stream-chunks-length-in-arguments.json': 'truncated',
  'openai-responses/stream-events-cut-in-arguments.json': 'truncated',
  'bedrock/converse-guardrail-intervened.json': 'filtered',
  'gemini/response-too-many-tool-calls.json': 'schema_invalid',
  // the provider says the call came out malformed, or the generation failed
  'bedrock/converse-malformed-tool-use.json': 'schema_invalid',
  'cohere/chat-error.json': 'model_error',
  'ollama/chat-stream-length.json': 'truncated',
  // someone else's message is not the model's turn
  'langchain/human-message-serialized.json': 'not_model_output',
}

/** Folders of model-native text, read with the `syntax` that names their format. */
const SYNTAX: Record<string, ReadOptions['syntax']> = {
  pythonic: 'python',
  'command-r': 'command-r',
  deepseek: 'deepseek',
  'deepseek-dsml': 'deepseek-dsml',
  harmony: 'harmony',
  hermes: 'hermes',
  llama: 'llama',
  mistral: 'mistral',
  'qwen-xml': 'qwen-xml',
}

/** The format a folder's fixtures read as (text fixtures hold several). */
const TEXT_FORMATS: Record<string, string> = {
  'text/strict-call.txt': 'canonical',
  'text/prose-no-call.txt': 'text',
  'text/action-ir-clarify.txt': 'action-ir',
  'harmony/final-answer.txt': 'text',
  // a call-looking text only inside the reasoning: the answer is prose
  'text/qwq-thinking-then-answer.txt': 'text',
  // the role-less envelope OpenAI-compatible adapters emit (issue 21 §2), read strictly
  'text/tool-calls-wrapper.txt': 'openai-chat',
}

const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json') || file.endsWith('.txt'))
  .map((file) => file.split('\\').join('/'))
  // tools/ holds tool definitions (for defineTools), not received responses.
  .filter((file) => !file.startsWith('tools/'))
  // runs/ holds whole conversations, read by readRun (test/read/run/fixtures.test.ts).
  .filter((file) => !file.startsWith('runs/'))
  .sort()

describe('every fixture reads in strict mode, as the format of its folder', () => {
  test('there are fixtures for every format', () => {
    const folders = new Set(files.map((file) => file.split('/')[0]))
    expect([...folders].sort()).toEqual([
      'action-ir',
      'anthropic',
      'bedrock',
      'bfcl',
      'canonical',
      'cohere',
      'command-r',
      'deepseek',
      'deepseek-dsml',
      'evalite',
      'gemini',
      'harmony',
      'hermes',
      'langchain',
      'llama',
      'mastra',
      'mcp',
      'mistral',
      'ollama',
      'openai-chat',
      'openai-responses',
      'pythonic',
      'qwen-xml',
      'text',
      'vercel-ai',
      'vitest-evals',
    ])
  })

  test.each(files)('%s', (file) => {
    const received = file.endsWith('.txt') ? fixtureText(file) : fixture(file)
    // Python call syntax and model-native formats are read in strict mode only when asked for (`syntax`).
    const syntax = SYNTAX[file.split('/')[0]!]
    const result = readCalls(received, syntax === undefined ? undefined : { syntax })
    const broken = BROKEN[file]
    if (broken !== undefined) {
      expect(result.ok ? 'ok' : result.failure.kind).toBe(broken)
      return
    }
    if (!result.ok) expect.fail(JSON.stringify(result.failure))
    expect(result.turn.format).toBe(TEXT_FORMATS[file] ?? file.split('/')[0])
  })
})
