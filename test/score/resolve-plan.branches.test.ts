import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { matchCompiled } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import { resolvePlan } from '../../src/score/resolve-plan.js'

const options = normalizeMatchOptions({})

describe('resolvePlan: branches', () => {
  test('a source that is not the plans it was compiled from gives the compiled plan, with no source', () => {
    const compiled = compileTurn({ plans: [{ abstain: true }, { name: 'a' }] }, options)
    const verdict = matchCompiled([{ name: 'a', arguments: {} }], compiled, options)
    const resolved = resolvePlan(compiled, { name: 'not plans' }, verdict, options)
    expect(resolved.turn.kind).toBe('calls')
    expect(resolved.source).toBeUndefined()
  })
})
