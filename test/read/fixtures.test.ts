import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../src/read/index.js'
import { fixture, fixtureText } from './helpers.js'

const ROOT = new URL('../fixtures/', import.meta.url)

/** Fixtures that record broken output: they must fail, with this kind. */
const BROKEN: Record<string, string> = {
  'langchain/ai-message-invalid-tool-call.json': 'arguments_not_json',
  'mcp/tools-list.json': 'schema_invalid',
  'text/fenced-call.txt': 'not_json',
  'text/echoed-tools.txt': 'not_json',
  // a bare `{tool_calls}` wrapper is no documented shape; only the lenient policy unwraps it
  'text/tool-calls-wrapper.txt': 'unknown_shape',
}

/** The format a folder's fixtures read as (text fixtures hold several). */
const TEXT_FORMATS: Record<string, string> = {
  'text/strict-call.txt': 'canonical',
  'text/prose-no-call.txt': 'text',
  'text/action-ir-clarify.txt': 'action-ir',
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
      'gemini',
      'langchain',
      'mcp',
      'ollama',
      'openai-chat',
      'openai-responses',
      'pythonic',
      'text',
      'vercel-ai',
    ])
  })

  test.each(files)('%s', (file) => {
    const received = file.endsWith('.txt') ? fixtureText(file) : fixture(file)
    // Python call syntax is read only when asked for (`syntax: 'python'`).
    const result = readCalls(received, file.startsWith('pythonic/') ? { syntax: 'python' } : undefined)
    const broken = BROKEN[file]
    if (broken !== undefined) {
      expect(result.ok ? 'ok' : result.failure.kind).toBe(broken)
      return
    }
    if (!result.ok) expect.fail(JSON.stringify(result.failure))
    expect(result.turn.format).toBe(TEXT_FORMATS[file] ?? file.split('/')[0])
  })
})
