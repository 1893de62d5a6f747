import { describe, expect, test } from 'vitest'
import { unknownOrderMessage } from '../../src/expect/unknown-order.js'
import { match } from '../../src/index.js'
import { matchRun } from '../../src/match/run/match-run.js'

const NAMES = ['serial', 'parallel'] as const
const cycle: Record<string, unknown> = {}
cycle.self = cycle

describe('unknownOrderMessage', () => {
  test.each([
    [
      'a string is quoted as written',
      'sideways',
      `unknown order "sideways": use one of 'serial', 'parallel'`,
    ],
    ['null', null, `order must be a string, received null: use one of 'serial', 'parallel'`],
    ['an array', ['serial'], `order must be a string, received an array: use one of 'serial', 'parallel'`],
    ['a cycle', cycle, `order must be a string, received a object: use one of 'serial', 'parallel'`],
    ['a BigInt', 1n, `order must be a string, received a bigint: use one of 'serial', 'parallel'`],
    ['a number', 3, `order must be a string, received a number: use one of 'serial', 'parallel'`],
  ])('%s', (_, input, message) => {
    expect(unknownOrderMessage(input, NAMES)).toBe(message)
  })

  test('a cyclic order in a turn or run expectation is a usage error naming order, not a TypeError', () => {
    const turn = { calls: [{ name: 'f' }], order: cycle }
    expect(() => match({ name: 'f', arguments: {} }, turn as never)).toThrow(
      /order must be a string.*at order/,
    )
    const run = { steps: [{ calls: [{ name: 'f' }], order: cycle }] }
    expect(() => matchRun({ name: 'f', arguments: {} }, run as never)).toThrow(
      /order must be a string.*at steps\[0\]\.order/,
    )
  })
})
