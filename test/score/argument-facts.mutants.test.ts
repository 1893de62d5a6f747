import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { score } from '../../src/score/score.js'
import type { ArgumentFacts } from '../../src/score/types.js'
import { call } from './helpers.js'

const facts = (keys: [number, number, number], values: [number, number, number]): ArgumentFacts => ({
  keys: { tp: keys[0], fp: keys[1], fn: keys[2] },
  values: { tp: values[0], fp: values[1], fn: values[2] },
})

const is = (wanted: number) => field.satisfies((value) => value === wanted, `is ${wanted}`)
const parallel = (...calls: TurnExpectation[]) => ({ calls, order: 'parallel' }) as TurnExpectation

describe('argument facts: roles of rules', () => {
  test.each<[string, TurnExpectation, unknown, ArgumentFacts]>([
    [
      'withDefault, not received: no fact',
      call('f', { a: 1, b: field.withDefault('x', 'x') }),
      [call('f', { a: 1 })],
      facts([1, 0, 0], [1, 0, 0]),
    ],
    [
      'withDefault, received wrong',
      call('f', { a: 1, b: field.withDefault('x', 'x') }),
      [call('f', { a: 1, b: 'y' })],
      facts([2, 0, 0], [1, 1, 1]),
    ],
    [
      'any other rule is required: missing, a false negative',
      call('f', { a: 1, b: field.casefold('X') }),
      [call('f', { a: 1 })],
      facts([1, 0, 1], [1, 0, 1]),
    ],
  ])('%s', (_title, expected, received, expectedFacts) => {
    expect(score(expected, received).facts).toEqual(expectedFacts)
  })
})

describe('argument facts: parallel calls are indexed after a canonical sort of each side', () => {
  test.each<[string, TurnExpectation, unknown, ArgumentFacts]>([
    [
      'calls of one tool sort by their arguments',
      parallel(call('f', { a: 2 }), call('f', { a: 1 })),
      [call('f', { a: 1 }), call('f', { a: 2 })],
      facts([2, 0, 0], [2, 0, 0]),
    ],
    [
      'received calls without a mode sort too',
      parallel(call('g', { c: 1 }), call('f', { a: 1 })),
      [call('g', { c: 1 }), call('f', { a: 1 })],
      facts([2, 0, 0], [2, 0, 0]),
    ],
    [
      'expected calls whose arguments have no canonical text keep their order',
      parallel(call('f', { a: is(1) }), call('f', { a: is(2) })),
      [call('f', { a: 2 }), call('f', { a: 1 })],
      facts([2, 0, 0], [2, 0, 0]),
    ],
    [
      'and sort before the calls of their tool that have one',
      parallel(call('f', { a: 3 }), call('f', { a: is(1) })),
      [call('f', { a: 1 }), call('f', { a: 3 })],
      facts([2, 0, 0], [2, 0, 0]),
    ],
  ])('%s', (_title, expected, received, expectedFacts) => {
    const result = score(expected, received)
    expect(result.pass).toBe(true)
    expect(result.facts).toEqual(expectedFacts)
  })
})

describe('argument facts: an expected call without canonical arguments sorts by `name + U+0000` alone', () => {
  // Expected: `f` (text `f\u0000`) before `f\u0000A` (text `f\u0000A\u0000{"b":1}`); received: `f\u0000A`
  // (`f\u0000A\u0000{"b":1}`) before `f` (`f\u0000{"a":1}`, as `A` < `{`). Index to index the tools differ: each
  // expected argument is missed (fn 2) and each received one unjudged (fp 2).
  test('it comes before a name that extends its own with U+0000, whatever that call’s arguments', () => {
    const result = score(parallel(call('f', { a: is(1) }), call('f\u0000A', { b: 1 })), [
      call('f\u0000A', { b: 1 }),
      call('f', { a: 1 }),
    ])
    expect(result.facts).toEqual(facts([0, 2, 2], [0, 2, 2]))
  })
})
