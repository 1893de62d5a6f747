import { type CapturedTurn, captureCalls } from '../../src/snapshot/capture-calls.js'

/** One call as a test writes it. */
export interface TestCall {
  name: string
  arguments: Record<string, unknown>
}

/** The matchers' OpenAI Chat Completions response builder: one helper for every test that needs it. */
export { openAi } from '../matchers/helpers.js'

/** An Anthropic Messages response with these calls as `tool_use` blocks after a text block. */
export function anthropic(...calls: TestCall[]) {
  return {
    id: 'msg_snapshot',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-20250514',
    content: [
      { type: 'text', text: 'Let me check.' },
      ...calls.map((call, index) => ({
        type: 'tool_use',
        id: `toolu_0${index}xyz`,
        name: call.name,
        input: call.arguments,
      })),
    ],
    stop_reason: calls.length > 0 ? 'tool_use' : 'end_turn',
    stop_sequence: null,
  }
}

/** A Gemini `generateContent` response with these calls as `functionCall` parts. */
export function gemini(...calls: TestCall[]) {
  return {
    candidates: [
      {
        content: {
          role: 'model',
          parts:
            calls.length > 0
              ? calls.map((call) => ({ functionCall: { name: call.name, args: call.arguments } }))
              : [{ text: 'Happy to help.' }],
        },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    modelVersion: 'gemini-2.0-flash',
  }
}

/** Captures `received`, failing the test when it cannot be read. */
export function capture(received: unknown): CapturedTurn {
  const captured = captureCalls(received)
  if (!captured.ok) throw new Error(`could not read: ${JSON.stringify(captured.failure)}`)
  return captured
}

/** The test's weather call, used across the snapshot tests. */
export const weather: TestCall = {
  name: 'get_weather',
  arguments: { city: 'Paris', unit: 'celsius', reason: 'the user asked' },
}
