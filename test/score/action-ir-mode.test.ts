import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { expectedMode } from '../../src/score/action-ir-mode.js'
import type { PlanTurn } from '../../src/score/resolve-plan.js'

const a = { name: 'a', arguments: {} }

describe('expectedMode', () => {
  test.each<[string, TurnExpectation, string | undefined]>([
    ['a call alone', a, 'SINGLE'],
    ['a list of one without order', { calls: [a] }, 'SINGLE'],
    ['a list of two without order', { calls: [a, a] }, 'SERIAL'],
    ['an explicit serial list of one', { calls: [a], order: 'serial' }, 'SERIAL'],
    ['an explicit parallel list', { calls: [a, a], order: 'parallel' }, 'PARALLEL'],
    ['an unordered or superset list of one', { calls: [a], order: 'superset' }, 'PARALLEL'],
    ['an exact or in-order list of one', { calls: [a], order: 'in-order' }, 'SERIAL'],
    ['a confirmation of one', { confirm: [a] }, 'SINGLE'],
    ['a parallel confirmation', { confirm: [a, a], order: 'parallel' }, 'PARALLEL'],
    ['abstain', { abstain: true }, undefined],
    ['clarify', { clarify: ['x'] }, undefined],
  ])('%s', (_title, source, mode) => {
    const turn = compileTurn(source, { unicode: 'nfc', extraArguments: 'forbid' }) as PlanTurn
    expect(expectedMode({ turn, source })).toBe(mode)
  })
})
