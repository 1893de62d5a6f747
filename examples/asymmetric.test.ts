// `expect.toolCall(expected)` is an asymmetric matcher: it stands for "any value holding exactly one tool call that
// matches" inside Vitest's own matchers, such as `toEqual`, `toHaveBeenCalledWith` and `expect.arrayContaining`.
// Use it when the call is buried in something bigger: a conversation transcript, or the argument of a mock.
import { readFileSync } from 'node:fs'
import { field } from 'expect-tool-calls'
import { describe, expect, test, vi } from 'vitest'

// The few fields of a Chat Completions response that this agent loop reads.
interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}
interface AssistantMessage {
  role: 'assistant'
  content: string | null
  tool_calls?: ToolCall[]
}
interface ChatCompletion {
  choices: { message: AssistantMessage }[]
}

const recorded = (name: string): ChatCompletion =>
  JSON.parse(readFileSync(new URL(`./recorded/openai-chat/${name}`, import.meta.url), 'utf8'))

/** One turn of a tiny agent loop: hand every tool call of the model's message to the dispatcher. */
async function runTurn(
  response: ChatCompletion,
  dispatch: (call: ToolCall) => Promise<string>,
): Promise<void> {
  for (const call of response.choices[0]?.message.tool_calls ?? []) await dispatch(call)
}

describe('a mocked tool dispatcher', () => {
  test('was called with each weather lookup (the matcher parses `function.arguments` for you)', async () => {
    const dispatch = vi.fn(async (_call: ToolCall) => '{"temperature_c": 14}')
    // tool_calls: get_weather {"city":"Tokyo","unit":"celsius"}, get_weather {"city":"Paris","unit":"celsius"}
    await runTurn(recorded('weather-parallel.json'), dispatch)

    expect(dispatch).toHaveBeenCalledTimes(2)
    expect(dispatch).toHaveBeenCalledWith(
      expect.toolCall({ name: 'get_weather', arguments: { city: field.casefold('paris'), unit: 'celsius' } }),
    )
    expect(dispatch).toHaveBeenNthCalledWith(
      1,
      expect.toolCall({ name: 'get_weather', arguments: { city: 'Tokyo', unit: 'celsius' } }),
    )
    expect(dispatch).not.toHaveBeenCalledWith(
      expect.toolCall({ name: 'get_weather', arguments: { city: 'London', unit: 'celsius' } }),
    )
  })

  test('was never asked to refund when the customer only said thanks', async () => {
    const dispatch = vi.fn(async (_call: ToolCall) => '{}')
    // tool_calls: get_order {"order_id":"order-77"}: needless, but at least not a refund
    await runTurn(recorded('thanks-needless-call.json'), dispatch)

    expect(dispatch).not.toHaveBeenCalledWith(expect.toolCall({ name: 'refund' }))
    expect(dispatch).toHaveBeenCalledWith(expect.toolCall({ name: 'get_order' }))
  })
})

describe('a conversation transcript', () => {
  const user = {
    role: 'user',
    content: 'My kettle from order-77 arrived broken, please refund the 20 euros.',
  }
  // message.tool_calls: refund {"order_id":"order-77","amount":"20.00","unit":"euro","reason":"…"}
  const assistant = recorded('refund-with-reason.json').choices[0]?.message
  const transcript = [user, assistant]

  const refund = expect.toolCall({
    name: 'refund',
    arguments: {
      order_id: 'order-77',
      amount: field.number(20, { tolerance: 0.01 }),
      unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
      reason: field.ignore(),
    },
  })

  test('`toEqual` with the assistant turn as an asymmetric matcher', () => {
    expect(transcript).toEqual([user, refund])
    // The same message does not stand for a look-up: the tool name differs.
    expect(transcript).not.toEqual([user, expect.toolCall({ name: 'get_order' })])
  })

  test('`expect.arrayContaining` when only some turn matters', () => {
    expect(transcript).toEqual(expect.arrayContaining([refund]))
    // The user's message holds no call at all, so it never stands in for one.
    expect([user]).not.toEqual(expect.arrayContaining([expect.toolCall({ name: '*' })]))
  })
})
