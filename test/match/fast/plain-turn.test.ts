import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../../src/compile/compile-turn.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { field } from '../../../src/index.js'
import { isPlainTurn } from '../../../src/match/fast/plain-turn.js'

const options = { unicode: 'nfc', extraArguments: 'forbid' } as const
const call = (name: string) => ({ name, arguments: { city: 'Paris' } })
const many = (count: number) => Array.from({ length: count }, (_, index) => call(`f${index}`))

// Each row builds its expectation in the test body (a thunk), not while the table is collected.
describe('isPlainTurn', () => {
  test.each<[string, () => TurnExpectation, number, boolean]>([
    ['one plain call', () => call('f'), 1, true],
    ['a call whose arguments are not checked', () => ({ name: 'f' }), 3, true],
    ['parallel plain calls', () => ({ calls: [call('f'), call('g')], order: 'parallel' }), 2, true],
    ['a superset', () => ({ calls: [call('f')], order: 'superset' }), 5, true],
    ['serial calls', () => ({ calls: [call('f'), call('g')] }), 2, false],
    ['in-order calls', () => ({ calls: [call('f')], order: 'in-order' }), 1, false],
    [
      'a call with another rule',
      () => ({ name: 'f', arguments: { city: field.casefold('paris') } }),
      1,
      false,
    ],
    [
      'parallel calls, one of them with another rule',
      () => ({
        calls: [call('f'), { name: 'g', arguments: { city: field.casefold('paris') } }],
        order: 'parallel',
      }),
      2,
      false,
    ],
    [
      'plain plans',
      () => ({ plans: [call('f'), { calls: [call('f'), call('g')], order: 'parallel' }] }),
      2,
      true,
    ],
    ['plans with a serial plan', () => ({ plans: [call('f'), { calls: [call('f'), call('g')] }] }), 2, false],
    ['plans with an abstention first', () => ({ plans: [{ abstain: true }, call('f')] }), 1, true],
    [
      '64 × 64 calls in the widest plan',
      () => ({ plans: [call('f'), { calls: many(64), order: 'parallel' }] }),
      64,
      true,
    ],
    [
      '65 × 64 calls in the widest plan',
      () => ({ plans: [call('f'), { calls: many(65), order: 'parallel' }] }),
      64,
      false,
    ],
    ['abstain', () => ({ abstain: true }), 0, true],
    ['clarify', () => ({ clarify: ['date'] }), 1, true],
    ['64 × 64 calls', () => ({ calls: many(64), order: 'parallel' }), 64, true],
    ['65 × 64 calls (matchCalls decides)', () => ({ calls: many(65), order: 'parallel' }), 64, false],
  ])('%s', (_title, expectation, received, plain) => {
    const compiled = compileTurn(expectation(), options)
    expect(isPlainTurn(compiled, received)).toBe(plain)
    expect(isPlainTurn(compiled, received)).toBe(plain)
  })
})
