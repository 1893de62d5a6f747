import { stripVTControlCharacters } from 'node:util'
import { type MatcherContextLike, matchers, type ToolCallMatcherResult } from '../../src/matchers/index.js'

type Name = keyof typeof matchers

/** Runs a raw matcher with a minimal context, as `expect.extend` would, and returns its result. */
export function run(
  name: Name,
  context: MatcherContextLike,
  received: unknown,
  ...rest: unknown[]
): ToolCallMatcherResult {
  const matcher = matchers[name] as (
    this: MatcherContextLike,
    received: unknown,
    ...rest: unknown[]
  ) => ToolCallMatcherResult
  return matcher.call(context, received, ...rest)
}

/** The failure message of a raw matcher, colours stripped. */
export function messageOf(name: Name, received: unknown, ...rest: unknown[]): string {
  const result = run(name, {}, received, ...rest)
  if (result.pass) throw new Error(`${name} passed`)
  return stripVTControlCharacters(result.message())
}

/** An OpenAI Chat Completions response with these calls (arguments as JSON strings, as the API sends them). */
export function openAi(...calls: Array<{ name: string; arguments: Record<string, unknown> }>) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: calls.length > 0 ? 'tool_calls' : 'stop',
        message: {
          role: 'assistant',
          content: calls.length > 0 ? null : 'Happy to help.',
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((call, index) => ({
                  id: `call_${index}`,
                  type: 'function',
                  function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                })),
              }
            : {}),
        },
      },
    ],
  }
}
