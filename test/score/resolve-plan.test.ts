import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { matchCompiled } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import { resolvePlan } from '../../src/score/resolve-plan.js'

const options = normalizeMatchOptions({})
const a = { name: 'a', arguments: {} }
const b = { name: 'b', arguments: {} }

function resolve(source: TurnExpectation, received: unknown) {
  const compiled = compileTurn(source, options)
  return resolvePlan(compiled, source, matchCompiled(received, compiled, options), options).source
}

describe('resolvePlan', () => {
  test.each<[string, TurnExpectation, unknown, unknown]>([
    ['not a plan: itself', a, [a], a],
    ['the matching plan', { plans: [a, b] }, [b], b],
    [
      'the closest plan when none matches',
      { plans: [{ calls: [a, b] }, b] },
      [{ name: 'b', arguments: { x: 1 } }],
      b,
    ],
    ['inside nested plans', { plans: [a, { plans: [{ abstain: true }, b] }] }, [b], b],
    ['the first plan when nothing was read', { plans: [{ plans: [a] }, b] }, '{"name":', a],
  ])('%s', (_title, source, received, plan) => {
    expect(resolve(source, received)).toEqual(plan)
  })
})
