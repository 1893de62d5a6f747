import { describe, expect, test } from 'vitest'
import type { TurnExpectation } from '../../src/expect/types.js'
import { decide } from '../../src/match/decide.js'
import { match } from '../../src/match/match.js'
import { MatcherUsageError } from '../../src/usage-error.js'

const calls = (...names: string[]) => names.map((name) => ({ name, arguments: {} }))
const expected = [{ name: 'a' }, { name: 'b' }]

describe('a single turn accepts the run words where they mean something', () => {
  test.each([
    ['exact', ['a', 'b'], true],
    ['exact', ['b', 'a'], false],
    ['exact', ['a', 'x', 'b'], false],
    ['unordered', ['b', 'a'], true],
    ['unordered', ['b', 'a', 'x'], false],
    ['in-order', ['a', 'x', 'b'], true],
    ['in-order', ['b', 'x', 'a'], false],
    ['superset', ['b', 'x', 'a'], true],
    ['superset', ['b', 'x'], false],
  ] as const)('%s over %j: %s', (order, received, pass) => {
    const expectation: TurnExpectation = { calls: expected, order }
    expect(match(calls(...received), expectation).pass).toBe(pass)
    expect(decide(calls(...received), expectation)).toBe(pass)
    expect(match(calls(...received), { plans: [expectation] }).pass).toBe(pass)
  })

  test('in a CONFIRM too', () => {
    const confirm = {
      decision: 'CONFIRM',
      mode: 'SERIAL',
      calls: [
        { tool: 'a', args: {} },
        { tool: 'x', args: {} },
        { tool: 'b', args: {} },
      ],
    }
    expect(match(confirm, { confirm: expected, order: 'in-order' }).pass).toBe(true)
  })

  test('subset is for runs, and an unknown order lists the valid ones', () => {
    const subset = { calls: expected, order: 'subset' } as unknown as TurnExpectation
    expect(() => match(calls('a'), subset)).toThrow(MatcherUsageError)
    expect(() => match(calls('a'), subset)).toThrow(/order 'subset' needs a run expectation \(toMatchRun\)/)
    const strict = { calls: expected, order: 'strict' } as unknown as TurnExpectation
    expect(() => match(calls('a'), strict)).toThrow(
      /unknown order "strict": use one of 'serial', 'parallel', 'exact', 'unordered', 'in-order', 'superset' at order/,
    )
  })
})
