import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { matchCompiled } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import { resolvePlan } from '../../src/score/resolve-plan.js'

const options = normalizeMatchOptions({})

describe('resolvePlan: a source that is not the plans it was compiled from', () => {
  test.each(['a', 'b'])('the plan calling %s chosen: that plan, with no source', (name) => {
    const compiled = compileTurn({ plans: [{ name: 'a' }, { name: 'b' }] }, options)
    const verdict = matchCompiled([{ name, arguments: {} }], compiled, options)
    const resolved = resolvePlan(compiled, { name: 'not plans' }, verdict, options)
    expect(resolved.turn).toMatchObject({ kind: 'calls', calls: [{ name }] })
    expect(resolved.source).toBeUndefined()
  })
})
