import { appendAll } from '../../append-all.js'
import { compileField } from '../../compile/compile-field.js'
import { RUN_CHECK_KEYS } from '../../expect/run-keys.js'
import type { Run } from '../../read/run/types.js'
import { compareField } from '../../rules/compare-field.js'
import { normalizeString } from '../../unicode-policy.js'
import { checkContext } from '../match.js'
import type { NormalizedMatchOptions } from '../options.js'
import { checkAcknowledged } from './acknowledge-errors.js'
import { checkClaims } from './claims.js'
import { compareRunCall } from './compare-run-call.js'
import type { CompiledRun } from './compiled-run.js'
import { findLoops } from './find-loops.js'
import { invalidRunCalls } from './invalid-run-calls.js'
import { matchList } from './match-list.js'
import type { Placed } from './resolve-from-result.js'
import { resolveMentions } from './resolve-mentions.js'
import type { RunMismatch } from './types.js'

/** The checks a run expectation makes, one per key it has (`tools`: the calls validated against their tools). */
export const RUN_CHECKS = [...RUN_CHECK_KEYS, 'tools'] as const

/** One check of a run expectation. */
export type RunCheck = (typeof RUN_CHECKS)[number]

/**
 * The mismatches of each check the expectation makes (`[]` when it holds); a check it does not make is absent.
 * `tools` is made whenever tools are known (the `tools` option, or a tool handle in the expectation) and
 * `validation` is not `none`: a received call its tool's schema rejects fails the run as it fails a turn.
 */
export type RunChecks = Partial<Record<RunCheck, RunMismatch[]>>

/** The positioned calls of a run, in order across steps. */
export function placedCalls(run: Run): Placed[] {
  return run.steps.flatMap((step, s) => step.calls.map((call, c) => ({ at: { step: s, call: c }, call })))
}

/** Decides each check of a compiled run expectation on a run already read. */
export function checkRun(run: Run, expectation: CompiledRun, options: NormalizedMatchOptions): RunChecks {
  const context = checkContext(options)
  const calls = placedCalls(run)
  const checks: RunChecks = {}
  if (expectation.steps !== undefined) {
    const found: RunMismatch[] = []
    expectation.steps.forEach((list, s) => {
      if (s >= run.steps.length) found.push({ kind: 'missing_step', step: s })
      else {
        const scope = calls.filter((placed) => placed.at.step === s)
        appendAll(found, matchList(list, scope, calls, context, options, s))
      }
    })
    if (expectation.extraSteps === 'forbid')
      for (let s = expectation.steps.length; s < run.steps.length; s++)
        found.push({ kind: 'extra_step', step: s })
    checks.steps = found
  }
  if (expectation.calls !== undefined)
    checks.calls = matchList(expectation.calls, calls, calls, context, options)
  if (expectation.never.length > 0) {
    checks.never = []
    for (const never of expectation.never)
      for (const placed of calls)
        if (compareRunCall(never, placed, calls, context, options).pass)
          checks.never.push({ kind: 'never', expected: never.source, at: placed.at })
  }
  if (expectation.maxCalls !== undefined)
    checks.maxCalls =
      calls.length > expectation.maxCalls
        ? [{ kind: 'max_calls', max: expectation.maxCalls, count: calls.length }]
        : []
  if (expectation.maxSteps !== undefined)
    checks.maxSteps =
      run.steps.length > expectation.maxSteps
        ? [{ kind: 'max_steps', max: expectation.maxSteps, count: run.steps.length }]
        : []
  const answer = run.answer === undefined ? undefined : normalizeString(run.answer, options.unicode)
  const answerExpectation =
    expectation.dependentAnswer === undefined
      ? expectation.answer
      : compileField(resolveMentions(expectation.dependentAnswer, calls), ['answer'], options.unicode)
  if (answerExpectation !== undefined) {
    const found = compareField(answerExpectation, answer, ['answer'], context)
    checks.answer = found.length > 0 ? [{ kind: 'answer', mismatches: found }] : []
  }
  if (expectation.claims !== undefined)
    checks.claims = checkClaims(
      answer,
      calls,
      expectation.claims,
      expectation.negation,
      context,
      options,
    ).mismatches
  if (expectation.acknowledgeErrors !== undefined)
    checks.acknowledgeErrors = checkAcknowledged(
      answer,
      calls,
      expectation.acknowledgeErrors,
      expectation.negation,
      context,
    )
  if (expectation.loops !== undefined) checks.loops = findLoops(calls, expectation.loops)
  const registry = options.tools ?? expectation.registry
  if (registry !== undefined && options.validation !== 'none')
    checks.tools = invalidRunCalls(calls, registry, options.validation)
  return checks
}
