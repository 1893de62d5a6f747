// The Vitest augmentation, as a user's `setupFiles: ['expect-tool-calls/vitest']` brings it.
import 'expect-tool-calls/vitest'
import { field } from 'expect-tool-calls'
import { matchers } from 'expect-tool-calls/matchers'
import { expect, vi } from 'vitest'

declare const response: unknown
const refund = { name: 'refund', arguments: { amount: field.number(20, { tolerance: 0.01 }), unit: 'EUR' } }

expect(response).toMatchToolCall(refund)
expect(response).toMatchToolCall(refund, { extraCalls: 'allow', parse: 'lenient' })
expect(response).not.toMatchToolCall({ name: 'cancel_order' })
expect(response).toMatchToolCalls([refund, { name: '*' }])
expect(response).not.toMatchParallelCalls([refund])
expect(response).toMatchAnyPlan([[refund], { calls: [refund], order: 'parallel' }])
expect(response).toContainToolCall({ name: 'refund', extraArguments: 'allow' })
expect(response).toAbstain()
expect(response).not.toAbstain({ parse: 'strict' })
expect(response).toClarify(['datetime'])
expect(response).toConfirm([refund])
await expect(Promise.resolve(response)).resolves.toMatchToolCall(refund)

expect({ response }).toEqual({ response: expect.toolCall(refund) })
expect([response]).toEqual(
  expect.arrayContaining([expect.toolCall({ name: 'refund' }, { extraCalls: 'allow' })]),
)
expect(vi.fn()).toHaveBeenCalledWith(expect.toolCall(refund))
expect.extend(matchers)

// @ts-expect-error a call expectation needs a name
expect(response).toMatchToolCall({ arguments: { amount: 20 } })
// @ts-expect-error toMatchToolCalls takes a list
expect(response).toMatchToolCalls(refund)
// @ts-expect-error an unknown policy value
expect(response).not.toMatchToolCall(refund, { extraCalls: 'sometimes' })
// @ts-expect-error the missing slots are strings
expect(response).toClarify([1])
// @ts-expect-error expect.toolCall takes a call expectation
expect.toolCall('refund')
