import { alignSequences } from '../../assignment/index.js'
import type { JsonObject, JsonValue } from '../../json/types.js'
import { checkContext } from '../../match/match.js'
import { compareRunCall } from '../../match/run/compare-run-call.js'
import { compileRun } from '../../match/run/compile-run.js'
import { matchList } from '../../match/run/match-list.js'
import { matchReadRun, placedCalls } from '../../match/run/match-run.js'
import type { CompiledList, CompiledRun } from '../../match/run/types.js'
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
 * recorded as received, a stored one with no partner is dropped. A `never` the run now breaks is dropped, a
 * `maxCalls` or `maxSteps` it exceeds becomes the received count. The result always matches the received run (if
 * the parts resolved one by one do not, the snapshot is written from the run anew), and equals the template when
 * the template already matched.
 */
export function resolveRun(template: RunSnapshotExpectation, captured: CapturedRun): JsonObject {
  const options = captured.options
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
  const never = (template.never as JsonObject[] | undefined)?.filter((_, index) =>
    context.calls.every(
      (placed) => !compareRunCall(compiled.never[index]!, placed, context.calls, context.check, options).pass,
    ),
  )
  if (never !== undefined && never.length > 0) out.never = never
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
  // Nothing the run is checked by may be left (a `never` it now breaks was all): then it is written anew.
  if (!CHECKS.some((key) => Object.hasOwn(out, key))) return captured.data
  return matchReadRun(run, compileRun(out, options), options).pass ? out : captured.data
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
