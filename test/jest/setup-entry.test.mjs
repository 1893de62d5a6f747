// What only the Jest setup entry does, under ES modules: it is found through the package's `exports` and adds
// `expect.not.toolCall`.
import { expect, test } from '@jest/globals'

const dist = new URL('../../dist/', import.meta.url)
const refund = { name: 'refund', arguments: { amount: 20 } }

test('resolves to the built ES module entry through the package exports', () => {
  expect(import.meta.resolve('expect-tool-calls/jest')).toBe(new URL('jest.js', dist).href)
  expect(import.meta.resolve('expect-tool-calls')).toBe(new URL('index.js', dist).href)
})

test('adds expect.not.toolCall', () => {
  expect([refund]).toEqual([expect.not.toolCall({ name: 'cancel_order' })])
  expect(() => expect([refund]).toEqual([expect.not.toolCall({ name: 'refund' })])).toThrow(
    /NotToolCall<refund/,
  )
})
