// The CommonJS declarations (`require` → dist/*.d.cts) carry the same augmentation and the same API.
import 'expect-tool-calls/jest'
import { expect } from '@jest/globals'
import { field, MatcherUsageError } from 'expect-tool-calls'
import { matchers, toolCall } from 'expect-tool-calls/matchers'

declare const response: unknown

expect(response).toMatchToolCall({ name: 'refund', arguments: { amount: field.number(20) } })
expect(response).not.toAbstain()
expect([response]).toEqual([expect.toolCall({ name: 'refund' })])
expect([response]).toEqual([toolCall({ name: 'refund' })])
expect(() => undefined).toThrow(MatcherUsageError)
expect.extend(matchers)

// @ts-expect-error a call expectation needs a name
expect(response).toMatchToolCall({ arguments: {} })
