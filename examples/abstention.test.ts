// Some messages need no tool at all. After a refund went through, the customer writes "Thanks, that's all!" and a
// good support agent just answers. An agent that calls get_order again wastes money, and with a tool that writes
// (refund, notify) it causes effects. Keep such cases in every suite and assert `toAbstain()`.
//
// Every response is one of three things, never two: it called, it abstained (no call at all), or it is malformed
// (it tried to call and the call cannot be read). Malformed is not an abstention.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/openai-chat/${name}`, import.meta.url), 'utf8'))

test('a text answer is an abstention', () => {
  // message.content: "You're welcome! Your refund for order-77 is already on its way. …", no tool_calls
  expect(recorded('thanks-text.json')).toAbstain()
})

test('so is an empty list of calls, if your agent loop collects them itself', () => {
  expect([]).toAbstain()
})

test('a needless call is not an abstention', () => {
  // tool_calls: get_order {"order_id":"order-77"}, a perfectly valid call that should not have been made
  const needless = recorded('thanks-needless-call.json')
  expect(needless).not.toAbstain()
  expect(() => expect(needless).toAbstain()).toThrow(/received a tool call: get_order/)
})

test('a broken call is not an abstention: it fails `toAbstain` and every other expectation', () => {
  // finish_reason "length": the model ran out of tokens inside the arguments, which end in {"order_id":"order-
  const truncated = recorded('thanks-truncated-call.json')

  // If a broken call counted as "no call", an agent that crashes half way through a refund would score as having
  // correctly stayed quiet. So `toAbstain` fails, and the message says the token limit cut the output; its negation
  // passes: a broken call is not an abstention.
  expect(() => expect(truncated).toAbstain()).toThrow(/the output was cut off by the token limit/)
  expect(truncated).not.toAbstain()

  // It is not a call either: no call expectation matches it, not even "any tool, any arguments". And a negation
  // cannot hide output that could not be read: `.not.toContainToolCall` fails on it too, saying why.
  expect(() => expect(truncated).toMatchToolCall({ name: '*' })).toThrow(/could not read the tool calls/)
  expect(() => expect(truncated).not.toContainToolCall({ name: 'get_order' })).toThrow(
    /could not read the tool calls/,
  )
})
