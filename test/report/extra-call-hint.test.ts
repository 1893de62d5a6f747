import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Mismatch } from '../../src/mismatch.js'
import { extraCallHint } from '../../src/report/extra-call-hint.js'

const lookup = { name: 'lookup', arguments: { id: 1 } }
const extra: Mismatch = { kind: 'extra_call', path: ['calls', 1] }
const value: Mismatch = { kind: 'value', path: ['calls', 0, 'arguments', 'id'] }

function hintOf(expectation: TurnExpectation, mismatches: Mismatch[]) {
  const compiled = compileTurn(expectation, normalizeMatchOptions({}))
  if (compiled.kind !== 'calls') throw new Error('not calls')
  return extraCallHint(compiled, mismatches)
}

describe('extraCallHint', () => {
  test('one expected call: the policy and the matcher that finds it among others', () => {
    expect(hintOf(lookup, [extra])).toBe(
      "Other calls may be made too? Pass { extraCalls: 'allow' }, or toContainToolCall to find this call among others.",
    )
  })

  test('several expected calls: the policy only', () => {
    expect(hintOf({ calls: [lookup, lookup] }, [value, extra])).toBe(
      "Other calls may be made too? Pass { extraCalls: 'allow' }.",
    )
  })

  test('no extra call: no hint', () => {
    expect(hintOf(lookup, [value])).toBeUndefined()
    expect(hintOf(lookup, [])).toBeUndefined()
  })
})
