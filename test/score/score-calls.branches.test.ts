import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { checkContext } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Verdict } from '../../src/match/verdict.js'
import { getProfile } from '../../src/score/profiles/index.js'
import type { PlanTurn } from '../../src/score/resolve-plan.js'
import { scoreCalls } from '../../src/score/score-calls.js'

const options = normalizeMatchOptions({})
const context = { check: checkContext(options), unicode: 'nfc' as const, extraCalls: 'forbid' as const }
const plan = compileTurn({ name: 'a', arguments: { x: 1 } }, options) as PlanTurn

describe('scoreCalls: branches', () => {
  test('a pair the verdict gives no credit for (or with no received call) earns nothing', () => {
    const turn = {
      calls: [{ name: 'a', arguments: { x: 1 } }],
      format: 'canonical' as const,
      fromText: false,
    }
    const noCredit: Verdict = {
      pass: false,
      mismatches: [],
      pairs: [{ expected: 0, received: 0 }],
      credit: [],
      extraCalls: [],
      closest: [],
      turn,
    }
    const noCall: Verdict = { ...noCredit, turn: { ...turn, calls: [] } }
    for (const verdict of [noCredit, noCall]) {
      const axes = scoreCalls(plan, verdict, getProfile('default'), context)
      expect(axes.calls).toEqual([{ tool: 'a', received: null, name: 0, arguments: 0 }])
      expect(axes.functionSelection).toBe(0)
    }
  })
})
