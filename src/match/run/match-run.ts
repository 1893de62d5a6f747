import { appendAll } from '../../append-all.js'
import type { RunExpectation } from '../../expect/run-types.js'
import { readRunNormalized } from '../../read/run/read-run.js'
import type { Run } from '../../read/run/types.js'
import { compareField } from '../../rules/compare-field.js'
import { normalizeString } from '../../unicode-policy.js'
import { checkContext } from '../match.js'
import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from '../options.js'
import { compareRunCall } from './compare-run-call.js'
import { compileRun } from './compile-run.js'
import { matchList } from './match-list.js'
import type { Placed } from './resolve-from-result.js'
import type { CompiledRun, RunMismatch, RunVerdict } from './types.js'

/**
 * Reads `received` as a whole run (`readRun`) and decides whether it meets a run expectation: its steps, its calls
 * in a sequence mode, counts, calls that must never happen, results feeding arguments. Never throws on received
 * input (an unreadable run is a failing verdict); throws a `MatcherUsageError` for a malformed expectation.
 */
export function matchRun(received: unknown, expectation: RunExpectation, options?: MatchOptions): RunVerdict {
  const normalized = normalizeMatchOptions(options)
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
  const mismatches = decideRun(run, expectation, options)
  return { pass: mismatches.length === 0, mismatches, run }
}

/** The positioned calls of a run, in order across steps. */
export function placedCalls(run: Run): Placed[] {
  return run.steps.flatMap((step, s) => step.calls.map((call, c) => ({ at: { step: s, call: c }, call })))
}

function decideRun(run: Run, expectation: CompiledRun, options: NormalizedMatchOptions): RunMismatch[] {
  const context = checkContext(options)
  const calls = placedCalls(run)
  const mismatches: RunMismatch[] = []
  if (expectation.steps !== undefined) {
    expectation.steps.forEach((list, s) => {
      if (s >= run.steps.length) mismatches.push({ kind: 'missing_step', step: s })
      else
        appendAll(
          mismatches,
          matchList(
            list,
            calls.filter((placed) => placed.at.step === s),
            calls,
            context,
            options,
            s,
          ),
        )
    })
    if (expectation.extraSteps === 'forbid')
      for (let s = expectation.steps.length; s < run.steps.length; s++)
        mismatches.push({ kind: 'extra_step', step: s })
  }
  if (expectation.calls !== undefined)
    appendAll(mismatches, matchList(expectation.calls, calls, calls, context, options))
  for (const never of expectation.never)
    for (const placed of calls)
      if (compareRunCall(never, placed, calls, context, options).pass)
        mismatches.push({ kind: 'never', expected: never.source, at: placed.at })
  if (expectation.maxCalls !== undefined && calls.length > expectation.maxCalls)
    mismatches.push({ kind: 'max_calls', max: expectation.maxCalls, count: calls.length })
  if (expectation.maxSteps !== undefined && run.steps.length > expectation.maxSteps)
    mismatches.push({ kind: 'max_steps', max: expectation.maxSteps, count: run.steps.length })
  if (expectation.answer !== undefined) {
    const answer = run.answer === undefined ? undefined : normalizeString(run.answer, options.unicode)
    const found = compareField(expectation.answer, answer, ['answer'], context)
    if (found.length > 0) mismatches.push({ kind: 'answer', mismatches: found })
  }
  return mismatches
    .map((mismatch, index) => ({ mismatch, index }))
    .sort(byStep)
    .map(({ mismatch }) => mismatch)
}

/** The step a mismatch is about (`Infinity` for the run as a whole), for ordering. */
export function stepOf(mismatch: RunMismatch): number {
  switch (mismatch.kind) {
    case 'call':
    case 'extra_call':
    case 'never':
      return mismatch.at.step
    case 'missing_step':
    case 'extra_step':
      return mismatch.step
    case 'missing_call':
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
  return stepOf(a.mismatch) - stepOf(b.mismatch) || a.index - b.index
}
