// The Vitest augmentation, as a user's `setupFiles: ['expect-tool-calls/vitest']` brings it.
import 'expect-tool-calls/vitest'
import { field, type RunSnapshotOptions } from 'expect-tool-calls'
import { matchers, type ToolMessageExpectation } from 'expect-tool-calls/matchers'
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

// Runs
expect(response).toMatchRun({
  calls: [
    { name: 'get_order' },
    { name: 'refund', arguments: { id: field.fromResult('get_order', 'order.id') } },
  ],
  order: 'in-order',
  never: [{ name: 'delete_account' }],
  maxSteps: 4,
})
expect(response).toMatchRun({
  steps: [{ name: field.pattern('^search_'), times: { max: 3 } }],
  extraSteps: 'allow',
})
expect(response).toHaveCalledTool('refund', 1)
expect(response).not.toHaveCalledTool('delete_account')
expect(response).toCallInOrder(['get_order', { name: 'refund', status: 'ok' }])
expect(response).toHaveToolCalls([{ name: 'get_order' }])
expect(response).toHaveToolCallCount(2)
expect(response).toHaveToolMessages([
  { name: 'get_order', tool_call_id: 'call_1', status: 'success', content: { order: { id: 'A-77' } } },
  { content: field.subset({ refund_id: 'R-1' }), name: field.pattern('^refund_') },
  { content: expect.stringContaining('queued'), status: 'denied' },
  {},
])
expect(response).not.toHaveToolMessages([], { unicode: 'none' })
const toolMessages: ToolMessageExpectation[] = [{ status: 'error' }]
expect(response).toHaveToolMessages(toolMessages)
expect({ messages: response }).toEqual({ messages: expect.toolRun({ maxCalls: 3 }) })
// @ts-expect-error an unknown order name
expect(response).toMatchRun({ calls: [], order: 'strict' })
// @ts-expect-error a count is a number
expect(response).toHaveToolCallCount('2')
// @ts-expect-error a tool message's status is LangChain's word (or 'denied')
expect(response).toHaveToolMessages([{ status: 'ok' }])
// @ts-expect-error toHaveToolMessages takes a list
expect(response).toHaveToolMessages({ name: 'get_order' })

// Snapshots: of tool calls, and of whole runs (options first, as Vitest's property matchers)
expect(response).toMatchToolCallSnapshot()
expect(response).toMatchToolCallInlineSnapshot(`{"abstain": true}`)
expect(response).toMatchRunSnapshot()
expect(response).toMatchRunSnapshot('after the refund')
expect(response).toMatchRunSnapshot({ results: 'full' }, 'after the refund')
expect(response).toMatchRunInlineSnapshot()
expect(response).toMatchRunInlineSnapshot({ results: 'shape' }, `{"steps": []}`)
const runSnapshotOptions: RunSnapshotOptions = { results: 'full' }
expect(response).toMatchRunSnapshot(runSnapshotOptions)
expect({ result: field.shape({ id: 'string', items: ['number|null'] }) }).toBeDefined()
// @ts-expect-error results are stored as their shape or in full
expect(response).toMatchRunSnapshot({ results: 'abridged' })
// @ts-expect-error the hint comes after the options
expect(response).toMatchRunSnapshot('after the refund', { results: 'full' })
// @ts-expect-error an unknown option
expect(response).toMatchRunInlineSnapshot({ result: 'full' })

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
