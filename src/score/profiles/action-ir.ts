import type { Verdict } from '../../match/verdict.js'
import type { Mismatch } from '../../mismatch.js'
import type { ReadFailure, Turn } from '../../read/types.js'
import { expectedMode } from '../action-ir-mode.js'
import { passTotal } from '../run/run-total.js'
import { defaultProfile } from './default.js'
import type { Profile, TightenInput } from './profile.js'

/** The first non-white-space character of received text, when the input was text. */
function firstCharacter(received: unknown): string | undefined {
  if (received instanceof Uint8Array) return firstCharacter(new TextDecoder().decode(received))
  return typeof received === 'string' ? received.trimStart().charAt(0) : undefined
}

/**
 * Why a readable turn is not Action IR v1, as the action-ir profile counts it: prose or a top-level array is a parse failure
 * (`decode_json_object` takes exactly one object), another object a schema failure.
 */
function notActionIr(received: unknown, turn: Turn): ReadFailure {
  const first = firstCharacter(received)
  const topLevelObject = first === undefined ? !Array.isArray(received) : first === '{'
  const base = { format: turn.format, expected: ['action-ir'] } as const
  if (turn.format === 'text') return { ...base, kind: 'not_json', detail: 'no JSON object' }
  if (!topLevelObject) return { ...base, kind: 'not_an_object', detail: 'array' }
  return { ...base, kind: 'schema_invalid', detail: 'not Action IR v1' }
}

function failed(failure: ReadFailure): Verdict {
  const mismatch: Mismatch = { kind: 'read_failure', path: [], failure }
  return { pass: false, mismatches: [mismatch], pairs: [], credit: [], extraCalls: [], closest: [], failure }
}

/** Adds the mode mismatch (after any decision mismatch) when the turn's mode is not the expected one. */
function checkMode({ plan, verdict }: TightenInput, turn: Turn): Verdict {
  const expected = expectedMode(plan)
  if (expected === undefined || turn.mode === undefined || turn.mode === expected) return verdict
  const mismatch: Mismatch = { kind: 'value', path: ['mode'], expected, received: turn.mode }
  const decisions = verdict.mismatches.filter((item) => item.kind === 'decision')
  const others = verdict.mismatches.filter((item) => item.kind !== 'decision')
  return { ...verdict, pass: false, mismatches: [...decisions, mismatch, ...others] }
}

/**
 * `action-ir`: strict parsing, exact canonical equality under the expectation, decisions and modes must
 * match (`SINGLE` / `SERIAL` order / `PARALLEL` multiset), and input that is not Action IR v1 fails as a parse or
 * schema failure. Argument credit as `default`; every item has a decision axis; the total is 1 for an exact AST
 * match, else 0.
 */
export const actionIrProfile: Profile = {
  name: 'action-ir',
  options: { parse: 'strict', extraArguments: 'forbid', extraCalls: 'forbid' },
  decisionAxis: 'always',
  argumentCredit: defaultProfile.argumentCredit,
  total: (_axes, pass) => (pass ? 1 : 0),
  runTotal: passTotal,
  tighten(input) {
    const turn = input.verdict.turn
    if (turn === undefined) return input.verdict
    if (turn.format !== 'action-ir') return failed(notActionIr(input.received, turn))
    return checkMode(input, turn)
  },
}
