import type { Format } from '../read/types.js'
import { captureCalls, stepsOf } from './capture-calls.js'
import { renderSnapshot } from './render-snapshot.js'

/**
 * Formats whose shape names itself (a response, a message, a content list): the ones the serializer takes. Bare
 * `{name, arguments}` objects and BFCL's `{function: {…}}` entries are left alone, since ordinary data has those
 * shapes too, and raw text is never taken (every string would be "no call").
 */
const SELF_DESCRIBING: ReadonlySet<Format> = new Set<Format>([
  'openai-chat',
  'openai-responses',
  'anthropic',
  'gemini',
  'vercel-ai',
  'langchain',
  'mcp',
  'bedrock',
  'ollama',
  'action-ir',
])

/** A pretty-format plugin (the shape both Vitest's and Jest's `addSnapshotSerializer` take). */
export interface ToolCallSerializer {
  test(value: unknown): boolean
  serialize(value: unknown, config: unknown, indentation: string): string
}

/**
 * A snapshot serializer for `expect(response).toMatchSnapshot()`: a provider response (OpenAI, Anthropic, Gemini,
 * Vercel AI, LangChain, MCP, Bedrock, Ollama, Action IR) that made at least one tool call, or carries an Action
 * IR decision, prints as its canonical calls, in the same text as the tool-call snapshot matchers store. Anything
 * else (plain objects, strings, responses without a call, input that fails to read, a conversation of several
 * steps) is left to other serializers.
 * Register it with `expect.addSnapshotSerializer(toolCallSerializer)`.
 */
export const toolCallSerializer: ToolCallSerializer = {
  test(value) {
    if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return false
    const captured = captureCalls(value)
    if (!captured.ok || !SELF_DESCRIBING.has(captured.turn.format)) return false
    if (captured.turn.calls.length === 0 && captured.turn.decision === undefined) return false
    // A run of several steps is left alone: one turn's text would store its calls order-free.
    return stepsOf(value, captured.options) <= 1
  },
  serialize(value, _config, indentation) {
    const captured = captureCalls(value)
    if (!captured.ok) throw new Error('toolCallSerializer: serialize() was called on a value test() refused')
    return renderSnapshot(captured.data).replaceAll('\n', `\n${indentation}`)
  },
}
