import { appendAll } from '../../append-all.js'
import type { RunExpectation } from '../../expect/run-types.js'
import { readRunNormalized } from '../../read/run/read-run.js'
import type { Run } from '../../read/run/types.js'
import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from '../options.js'
import { checkRun, RUN_CHECKS, type RunChecks } from './check-run.js'
import { compileRun } from './compile-run.js'
import type { CompiledRun } from './compiled-run.js'
import { refuseExtraCalls } from './refuse-extra-calls.js'
import type { RunMismatch, RunVerdict } from './types.js'

/**
 * Reads `received` as a whole run (`readRun`) and decides whether it meets a run expectation: its steps, its calls
 * in a sequence mode, counts, calls that must never happen, results feeding arguments — and, when tools are known,
 * that each received call fits its tool's schema. The policies `match` takes apply; `extraCalls` is a usage error
 * (the order decides). Never throws on received input (an unreadable run is a failing verdict); throws a
 * `MatcherUsageError` for a malformed expectation.
 */
export function matchRun(received: unknown, expectation: RunExpectation, options?: MatchOptions): RunVerdict {
  const normalized = normalizeMatchOptions(options)
  refuseExtraCalls(options, 'a run expectation')
  return matchCompiledRun(received, compileRun(expectation, normalized), normalized)
}

/** `matchRun` with the expectation compiled and the options normalised. */
export function matchCompiledRun(
  received: unknown,
  expectation: CompiledRun,
  options: NormalizedMatchOptions,
): RunVerdict {
  const read = readRunNormalized(received, options)
  if (!read.ok) return { pass: false, mismatches: [{ kind: 'read_failure', failure: read.failure }] }
  return matchReadRun(read.run, expectation, options)
}

/** Decides a run already read against a compiled run expectation. */
export function matchReadRun(
  run: Run,
  expectation: CompiledRun,
  options: NormalizedMatchOptions,
): RunVerdict {
  return matchReadRunChecks(run, expectation, options).verdict
}

export { placedCalls } from './check-run.js'

/**
 * Decides a run already read and says which checks failed: the verdict, and the mismatches of each check the
 * expectation makes (what a run's total is graded from).
 */
export function matchReadRunChecks(
  run: Run,
  expectation: CompiledRun,
  options: NormalizedMatchOptions,
): { verdict: RunVerdict; checks: RunChecks } {
  const checks = checkRun(run, expectation, options)
  const mismatches: RunMismatch[] = []
  for (const check of RUN_CHECKS) appendAll(mismatches, checks[check] ?? [])
  const sorted = mismatches
    .map((mismatch, index) => ({ mismatch, index }))
    .sort(byStep)
    .map(({ mismatch }) => mismatch)
  return { verdict: { pass: sorted.length === 0, mismatches: sorted, run }, checks }
}

/**
 * The step a mismatch is about (a missing call's closest call of its tool, when it has one; `Infinity` for the run as
 * a whole), for ordering and for the step a timeline marks.
 */
export function stepOf(mismatch: RunMismatch): number {
  switch (mismatch.kind) {
    case 'call':
    case 'extra_call':
    case 'never':
    case 'invalid_call':
      return mismatch.at.step
    case 'missing_step':
    case 'extra_step':
      return mismatch.step
    case 'missing_call':
      return mismatch.closest?.at.step ?? mismatch.step ?? Number.POSITIVE_INFINITY
    case 'identical_calls':
      return mismatch.at[0]!.step
    case 'unacknowledged_error':
      return mismatch.at.step
    case 'claim':
      return mismatch.reason.kind === 'failed'
        ? mismatch.reason.at.step
        : mismatch.reason.kind === 'other_call'
          ? mismatch.reason.closest.at.step
          : Number.POSITIVE_INFINITY
    case 'cycle':
      return mismatch.from.step
    case 'call_order':
    case 'times':
      return mismatch.step ?? Number.POSITIVE_INFINITY
    default:
      return Number.POSITIVE_INFINITY
  }
}

function byStep(
  a: { mismatch: RunMismatch; index: number },
  b: { mismatch: RunMismatch; index: number },
): number {
  // A call that must never happen is what a reader needs first: it leads, then by step.
  const never = Number(b.mismatch.kind === 'never') - Number(a.mismatch.kind === 'never')
  return never || stepOf(a.mismatch) - stepOf(b.mismatch) || a.index - b.index
}
