// The Jest augmentation of `expect` as imported from `@jest/globals`, brought by
// `setupFilesAfterEnv: ['expect-tool-calls/jest']`.
import 'expect-tool-calls/jest'
import { expect, jest } from '@jest/globals'
import { field } from 'expect-tool-calls'
import { matchers } from 'expect-tool-calls/matchers'

declare const response: unknown
const refund = { name: 'refund', arguments: { unit: field.enum('EUR', { aliases: { euro: 'EUR' } }) } }

expect(response).toMatchToolCall(refund)
expect(response).not.toMatchToolCall(refund, { unicode: 'none' })
expect(response).toMatchToolCalls([refund])
expect(response).toMatchParallelCalls([refund, refund])
expect(response).not.toMatchAnyPlan([[refund]])
expect(response).toContainToolCall(refund)
expect(response).toAbstain()
expect(response).not.toClarify()
expect(response).toConfirm([refund])
const later: Promise<void> = expect(Promise.resolve(response)).resolves.toMatchToolCall(refund)

expect({ response }).toEqual({ response: expect.toolCall(refund) })
expect([response]).toEqual([expect.not.toolCall({ name: 'cancel_order' })])
expect([response]).toEqual(expect.arrayContaining([expect.toolCall(refund)]))
expect(jest.fn()).toHaveBeenCalledWith(expect.toolCall(refund))
expect.extend(matchers)
expect(response).toMatchRun({ calls: [{ name: 'refund' }], order: 'superset', never: [{ name: 'delete' }] })
expect(response).not.toHaveCalledTool('delete_account')
expect(response).toCallInOrder(['get_order', 'refund'])
expect([response]).toEqual([expect.toolRun({ maxSteps: 2 })])
expect(response).toHaveToolMessages([{ name: 'get_order', content: expect.anything() }, { status: 'error' }])
expect(response).not.toHaveToolMessages([{ tool_call_id: 'call_1' }])

expect(response).toMatchRunSnapshot()
expect(response).toMatchRunSnapshot({ results: 'full' }, 'after the refund')
expect(response).toMatchRunInlineSnapshot({ results: 'shape' }, `{"steps": []}`)
// @ts-expect-error results are stored as their shape or in full
expect(response).toMatchRunSnapshot({ results: 'abridged' })

// @ts-expect-error a call expectation needs a name
expect(response).toMatchToolCall({ arguments: {} })
// @ts-expect-error toMatchParallelCalls takes a list
expect(response).not.toMatchParallelCalls(refund)
// @ts-expect-error an unknown policy value
expect(response).toAbstain({ parse: 'loose' })
// @ts-expect-error a tool message's status is LangChain's word (or 'denied')
expect(response).toHaveToolMessages([{ status: 'ok' }])
// @ts-expect-error expect.not.toolCall takes a call expectation
expect.not.toolCall(42)

export { later }
