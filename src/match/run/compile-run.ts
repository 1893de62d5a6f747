import { compileField } from '../../compile/compile-field.js'
import { guardReading } from '../../expect/guard-reading.js'
import { runSchema, stepCallsSchema } from '../../expect/run-schema.js'
import { validate } from '../../expect/validate.js'
import { withoutSchemaKey } from '../../expect/without-schema-key.js'
import type { Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { compileClaims } from './claims.js'
import { compileRunCall, type RunCompileOptions } from './compile-run-call.js'
import type { CompiledList, CompiledRun, Mode } from './compiled-run.js'
import { compileLoops } from './find-loops.js'
import { compileNegation } from './negation.js'
import { mentionsCalls, withPlaceholderMentions } from './resolve-mentions.js'

const MODES: Record<string, Mode> = {
  exact: 'exact',
  serial: 'exact',
  unordered: 'unordered',
  parallel: 'unordered',
  'in-order': 'in-order',
  subset: 'subset',
  superset: 'superset',
}

/**
 * Validates and compiles a run expectation (TS or plain JSON); throws `MatcherUsageError` naming the path, also
 * for a value that throws when read (a getter, a revoked Proxy). A file's top-level `"$schema"` is set aside.
 */
export function compileRun(expectation: unknown, options: RunCompileOptions): CompiledRun {
  return guardReading(expectation, [], () => compileReadable(withoutSchemaKey(expectation), options))
}

function compileReadable(expectation: unknown, options: RunCompileOptions): CompiledRun {
  const run = validate(runSchema(), expectation, [])
  if (
    run.steps === undefined &&
    run.calls === undefined &&
    run.never === undefined &&
    run.maxCalls === undefined &&
    run.maxSteps === undefined &&
    run.answer === undefined &&
    run.loops === undefined &&
    run.claims === undefined &&
    run.acknowledgeErrors === undefined
  )
    throw new MatcherUsageError(
      [],
      'a run expectation needs steps, calls, never, maxCalls, maxSteps or answer, or a check of the whole run: loops, claims or acknowledgeErrors',
    )
  const steps = run.steps?.map((step, index) => compileStep(step, ['steps', index], options))
  const calls =
    run.calls === undefined
      ? undefined
      : {
          mode: MODES[run.order ?? 'exact']!,
          calls: run.calls.map((call, index) => compileRunCall(call, ['calls', index], options)),
        }
  // A forbidden call is forbidden with more arguments too: its arguments are "at least these".
  const never = (run.never ?? []).map((call, index) => {
    const compiled = compileRunCall(call, ['never', index], options, 'allow')
    if (compiled.counted)
      throw new MatcherUsageError(
        ['never', index, 'times'],
        "times means nothing in never: a call listed there must not happen at all. To allow it up to n times, list it in calls with times: { max: n } (order: 'superset')",
      )
    return compiled
  })
  const dependentAnswer = run.answer !== undefined && mentionsCalls(run.answer)
  // An answer that mentions a call's values compiles on each run; once here, for its usage errors.
  if (dependentAnswer) compileAnswer(withPlaceholderMentions(run.answer, ['answer']), options)
  const listed = [...(steps ?? []).flatMap((list) => list.calls), ...(calls?.calls ?? []), ...never]
  return {
    steps,
    extraSteps: run.extraSteps ?? 'forbid',
    calls,
    maxCalls: run.maxCalls,
    maxSteps: run.maxSteps,
    never,
    answer: dependentAnswer || run.answer === undefined ? undefined : compileAnswer(run.answer, options),
    dependentAnswer: dependentAnswer ? run.answer : undefined,
    loops: run.loops === undefined ? undefined : compileLoops(run.loops),
    claims:
      run.claims === undefined
        ? undefined
        : compileClaims(run.claims, options, (source, path) =>
            compileRunCall(source, path, options, 'allow'),
          ),
    negation: compileNegation(run.negations, options.unicode, options.written),
    acknowledgeErrors: run.acknowledgeErrors,
    registry: listed.find((call) => call.registry !== undefined)?.registry,
  }
}

function compileAnswer(answer: unknown, options: RunCompileOptions) {
  return compileField(answer, ['answer'], options.unicode, options.written)
}

/** Orders in which a call expected 0 times says something of a step: not this call among the others. */
const LETS_OTHERS_THROUGH: ReadonlySet<Mode> = new Set(['superset', 'in-order'])

function compileStep(step: unknown, path: Path, options: RunCompileOptions): CompiledList {
  let list: CompiledList
  let callPath: (index: number) => Path
  if (typeof step === 'object' && step !== null && Object.hasOwn(step, 'calls')) {
    const written = validate(stepCallsSchema(), step, path)
    if (written.calls.length === 0)
      throw new MatcherUsageError(
        [...path, 'calls'],
        'a step with no calls can never be met: a step is a model turn that made calls. For a run that makes no call, write calls: [] or maxCalls: 0',
      )
    callPath = (index) => [...path, 'calls', index]
    list = {
      mode: MODES[written.order ?? 'exact']!,
      calls: written.calls.map((call, index) => compileRunCall(call, callPath(index), options)),
    }
  } else {
    callPath = () => path
    list = { mode: 'exact', calls: [compileRunCall(step, path, options)] }
  }
  if (!LETS_OTHERS_THROUGH.has(list.mode))
    list.calls.forEach((call, index) => {
      if (call.times.max === 0)
        throw new MatcherUsageError(
          [...callPath(index), 'times'],
          `a step expecting a call 0 times means nothing: in order '${list.mode}' a call the step does not list already fails it, and a step is a model turn that made calls. To forbid the call, list it in never; to say "not in this step", use order: 'superset'`,
        )
    })
  return list
}
