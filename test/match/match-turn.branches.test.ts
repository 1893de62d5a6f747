import { describe, expect, test } from 'vitest'
import { checkContext } from '../../src/match/match.js'
import { matchTurn } from '../../src/match/match-turn.js'
import type { Turn } from '../../src/read/types.js'

const context = checkContext({ unicode: 'nfc' })

describe('matchTurn: branches', () => {
  test('a CLARIFY turn that lists no missing slots has none', () => {
    const turn: Turn = { calls: [], format: 'action-ir', fromText: false, decision: 'CLARIFY' }
    expect(matchTurn({ kind: 'clarify', missing: undefined }, turn, 'forbid', context).pass).toBe(true)
    expect(matchTurn({ kind: 'clarify', missing: ['date'] }, turn, 'forbid', context).mismatches).toEqual([
      { kind: 'value', path: ['missing'], expected: ['date'], received: [] },
    ])
  })
})
