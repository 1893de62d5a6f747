import { compileTurn } from '../compile/compile-turn.js'
import { matchCompiled } from '../match/match.js'
import { type MatchOptions, normalizeMatchOptions } from '../match/options.js'
import { compileRun } from '../match/run/compile-run.js'
import { matchCompiledRun } from '../match/run/match-run.js'
import type { RunVerdict } from '../match/run/types.js'
import type { Verdict } from '../match/verdict.js'

/**
 * Whether a failing turn verdict failed only because a tool's schema rejected a call: the same calls meet the
 * expectation when no schema is asked (`validation: 'none'`). Then `.not` cannot pass — the call the test forbids
 * was made, malformed — while a call that differs in its values as well is judged different, schema or not.
 */
export function onlySchemaRefusedTurn(
  received: unknown,
  expectation: unknown,
  options: MatchOptions | undefined,
  verdict: Verdict,
): boolean {
  if (verdict.pass || !verdict.mismatches.some((mismatch) => mismatch.kind === 'schema')) return false
  const unchecked = normalizeMatchOptions({ ...options, validation: 'none' })
  return matchCompiled(received, compileTurn(expectation, unchecked), unchecked).pass
}

/** `onlySchemaRefusedTurn` for a run verdict: its `invalid_call` mismatches are all that stood in the way. */
export function onlySchemaRefusedRun(
  received: unknown,
  expectation: unknown,
  options: MatchOptions | undefined,
  verdict: RunVerdict,
): boolean {
  if (verdict.pass || !verdict.mismatches.some((mismatch) => mismatch.kind === 'invalid_call')) return false
  const unchecked = normalizeMatchOptions({ ...options, validation: 'none' })
  return matchCompiledRun(received, compileRun(expectation, unchecked), unchecked).pass
}
