// The Jest augmentation of the global `jest` namespace, for `expect` as a global typed by @types/jest.
import 'expect-tool-calls/jest'

declare const response: unknown
const refund = { name: 'refund', arguments: { amount: 20 } }

expect(response).toMatchToolCall(refund)
expect(response).not.toMatchToolCall(refund, { extraArguments: 'allow' })
expect(response).toMatchToolCalls([refund])
expect(response).toMatchParallelCalls([refund])
expect(response).toMatchAnyPlan([[refund], { abstain: true }])
expect(response).not.toContainToolCall(refund)
expect(response).toAbstain()
expect(response).toClarify(['datetime'])
expect(response).not.toConfirm([refund])

expect({ response }).toEqual({ response: expect.toolCall(refund) })
expect([response]).toEqual([expect.not.toolCall({ name: 'cancel_order' })])
expect([response]).toEqual(expect.arrayContaining([expect.toolCall(refund)]))
expect(jest.fn()).toHaveBeenCalledWith(expect.toolCall(refund))

const matchers: jest.Matchers<void, unknown> = expect(response)
matchers.toMatchToolCall(refund)
matchers.toMatchRunSnapshot({ results: 'full' })
matchers.toMatchRunInlineSnapshot(`{"steps": []}`)

// @ts-expect-error a call expectation needs a name
expect(response).toMatchToolCall({})
// @ts-expect-error toConfirm takes a list
expect(response).toConfirm(refund)
// @ts-expect-error expect.toolCall takes a call expectation
expect.toolCall(['refund'])
