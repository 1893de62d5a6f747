import { alignSequences } from '../../assignment/index.js'
import type { JsonObject, JsonValue } from '../../json/types.js'
import { checkContext } from '../../match/match.js'
import { compareRunCall } from '../../match/run/compare-run-call.js'
import { compileRun } from '../../match/run/compile-run.js'
import type { CompiledList, CompiledRun } from '../../match/run/compiled-run.js'
import { matchList } from '../../match/run/match-list.js'
import { matchReadRun, placedCalls } from '../../match/run/match-run.js'
import type { CallAt } from '../../match/run/types.js'
import { resolveContext } from '../resolve-context.js'
import { resolveField } from '../resolve-field.js'
import { answerData, type CapturedRun, stepData } from './capture-run.js'
import type { RunSnapshotExpectation } from './parse-run-snapshot.js'
import type { RunResolveContext } from './resolve-run-call.js'
import { resolveRunList } from './resolve-run-list.js'

/**
 * The received run re-written through a stored run snapshot, which is what updating the snapshot stores: every
 * part the run still meets is kept as written (rules, `fromResult`, name patterns, orders, `times`, `extraSteps`,
 * `never`, `maxCalls`, `maxSteps`, the answer's rule), every other part takes what was received. Steps are aligned
 * in order (an inserted step does not shift every rule after it; with `extraSteps: 'allow'` they are compared from
 * the first, as matching does) and each is resolved with `resolveRunList`; a received step with no partner is
 * recorded as received, a stored one with no partner is dropped. Every `never` entry is kept: when the run breaks
 * one, the result keeps it and cannot match (the update is refused, see `brokenNever`); a `maxCalls` or `maxSteps`
 * it exceeds becomes the received count. Otherwise the result always matches the received run (if the parts resolved
 * one by one do not, the snapshot is written from the run anew, its `never` entries and limits kept), and equals the
 * template when the template already matched.
 */
export function resolveRun(template: RunSnapshotExpectation, captured: CapturedRun): JsonObject {
  // What is resolved is what the snapshot says; a call its tool's schema rejects fails the run, whatever is written.
  const options = { ...captured.options, validation: 'none' as const }
  const compiled = compileRun(template, options)
  const run = captured.run
  if (matchReadRun(run, compiled, options).pass) return template
  const context: RunResolveContext = {
    resolve: resolveContext(options),
    check: checkContext(options),
    options,
    calls: placedCalls(run),
    results: captured.snapshot.results,
  }
  const out: JsonObject = {}
  if (compiled.steps !== undefined) {
    out.steps = resolveSteps(template.steps as JsonValue[], compiled, captured, context)
    if (template.extraSteps !== undefined) out.extraSteps = template.extraSteps
  }
  if (compiled.calls !== undefined) {
    out.calls = resolveRunList(template.calls as JsonObject[], compiled.calls, context.calls, context)
    if (template.order !== undefined) out.order = template.order
  }
  // A `never` entry is never dropped: when the run breaks one, the update is refused (`refusedUpdate`).
  if (Array.isArray(template.never) && template.never.length > 0) out.never = template.never
  const counts = { maxCalls: context.calls.length, maxSteps: run.steps.length }
  for (const key of ['maxCalls', 'maxSteps'] as const) {
    const limit = template[key]
    if (typeof limit === 'number') out[key] = Math.max(limit, counts[key])
  }
  if (template.answer !== undefined) {
    out.answer =
      resolveField(template.answer, answer(captured), context.resolve) ??
      answerData(undefined, options.unicode)
  }
  // Broken `never` entries: no resolution can pass, and none is written (shown in the diff only).
  if (brokenNever(compiled, run, options).length > 0) return out
  if (!CHECKS.some((key) => Object.hasOwn(out, key))) return captured.data
  if (matchReadRun(run, compileRun(out, options), options).pass) return out
  // Written anew from the run, with what holds by construction kept: every `never` entry and the limits.
  const anew: JsonObject = { ...captured.data }
  for (const key of ['never', 'maxCalls', 'maxSteps'] as const)
    if (out[key] !== undefined) anew[key] = out[key]
  return anew
}

/** Where the run breaks a `never` entry: the entry's index and the call that meets it. */
export function brokenNever(
  compiled: CompiledRun,
  run: CapturedRun['run'],
  options: CapturedRun['options'],
): { index: number; at: CallAt }[] {
  const calls = placedCalls(run)
  const check = checkContext(options)
  return compiled.never.flatMap((never, index) =>
    calls
      .filter((placed) => compareRunCall(never, placed, calls, check, options).pass)
      .map((placed) => ({ index, at: placed.at })),
  )
}

/** The keys a run expectation needs one of. */
const CHECKS = ['steps', 'calls', 'never', 'maxCalls', 'maxSteps', 'answer'] as const

function answer(captured: CapturedRun): string | undefined {
  const data = captured.data.answer
  return typeof data === 'string' ? data : undefined
}

function resolveSteps(
  templates: readonly JsonValue[],
  compiled: CompiledRun,
  captured: CapturedRun,
  context: RunResolveContext,
): JsonValue[] {
  const steps = captured.run.steps
  const lists = compiled.steps!
  const scopeOf = (s: number) => context.calls.filter((placed) => placed.at.step === s)
  const known = new Map<number, boolean>()
  const stepPasses = (t: number, s: number) => {
    const key = t * (steps.length + 1) + s
    let pass = known.get(key)
    if (pass === undefined) {
      pass = matchList(lists[t]!, scopeOf(s), context.calls, context.check, context.options).length === 0
      known.set(key, pass)
    }
    return pass
  }
  const resolve = (t: number, s: number): JsonValue =>
    stepPasses(t, s) ? templates[t]! : resolveStep(templates[t] as JsonObject, lists[t]!, scopeOf(s), context)
  if (compiled.extraSteps === 'allow') {
    // Only the listed steps are compared, from the first: received steps past them are allowed, not recorded.
    return templates.slice(0, steps.length).map((_, t) => resolve(t, t))
  }
  const out: JsonValue[] = []
  for (const step of alignSequences(
    templates.length,
    steps.length,
    (t, s) => (stepPasses(t, s) ? 0 : 1),
    1,
    1,
  )) {
    if (step.col === undefined) continue
    out.push(
      step.row === undefined ? stepData(steps[step.col]!, context.results) : resolve(step.row, step.col),
    )
  }
  return out
}

/** One step expectation through the received step: a call alone stays alone while one call answers it. */
function resolveStep(
  template: JsonObject,
  list: CompiledList,
  scope: ReturnType<typeof placedCalls>,
  context: RunResolveContext,
): JsonValue {
  const single = !Object.hasOwn(template, 'calls')
  const templates = single ? [template] : (template.calls as JsonObject[])
  const calls = resolveRunList(templates, list, scope, context)
  const alone = calls.length === 1 && scope.length === 1 && calls[0]!.times === undefined
  if (alone && (single || list.mode === 'exact' || list.mode === 'unordered')) return calls[0]!
  if (single) return { calls, order: 'parallel' }
  return template.order === undefined ? { calls } : { calls, order: template.order }
}
