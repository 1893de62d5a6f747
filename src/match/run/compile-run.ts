import { compileField, type WrittenIn } from '../../compile/compile-field.js'
import { type CompiledTurn, compileTurn } from '../../compile/compile-turn.js'
import { guardReading } from '../../expect/guard-reading.js'
import { isRule } from '../../expect/is-rule.js'
import { fromResultSchema, runCallSchema, runSchema, stepCallsSchema } from '../../expect/run-schema.js'
import type { ExtraArgumentsPolicy } from '../../expect/types.js'
import { validate } from '../../expect/validate.js'
import { withoutSchemaKey } from '../../expect/without-schema-key.js'
import type { Path } from '../../json/types.js'
import { registryOf } from '../../schema/registry-of.js'
import { TOOLS, type ToolRegistry } from '../../schema/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import type { NormalizedMatchOptions } from '../options.js'
import { compileClaims, compileNegation } from './claims.js'
import type { CompiledList, CompiledRun, CompiledRunCall, Mode } from './compiled-run.js'
import { compileLoops } from './find-loops.js'
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

/** The policies a run expectation compiles with, and where it was written (`json`: a snapshot, a file). */
export type RunCompileOptions = NormalizedMatchOptions & { readonly written?: WrittenIn | undefined }

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

/**
 * Compiles one run call expectation. `extraArguments` is the policy for arguments it does not name when it says
 * none itself: `allow` for `never` (at least these arguments), else the options' policy.
 */
export function compileRunCall(
  source: unknown,
  path: Path,
  options: RunCompileOptions,
  extraArguments?: ExtraArgumentsPolicy,
): CompiledRunCall {
  const call = validate(runCallSchema(), source, path)
  const extra = call.extraArguments ?? extraArguments
  // A call made by a tool handle (`tools.refund.call({…})`) is compared that tool's way.
  const registry = registryOf(source)
  const name =
    typeof call.name === 'string'
      ? call.name
      : compileField(call.name, [...path, 'name'], options.unicode, options.written)
  const dependent = call.arguments !== undefined && holdsFromResult(call.arguments, [...path, 'arguments'])
  const times =
    call.times === undefined
      ? { min: 1, max: 1 }
      : typeof call.times === 'number'
        ? { min: call.times, max: call.times }
        : { min: call.times.min ?? 0, max: call.times.max ?? Number.POSITIVE_INFINITY }
  return {
    source,
    name,
    call: dependent
      ? undefined
      : compileCall(call.arguments, extra, typeof name === 'string' ? name : '*', path, options, registry),
    dependentArguments: dependent ? call.arguments : undefined,
    extraArguments: extra,
    registry,
    id: call.id,
    times,
    counted: call.times !== undefined,
    result:
      call.result === undefined
        ? undefined
        : compileField(call.result, [...path, 'result'], options.unicode, options.written),
    status: call.status,
  }
}

/**
 * Compiles a call's name and arguments with the turn compiler (its tools, its rules); `registry`, the tools of the
 * handle that made the call expectation, wins over the `tools` option, as in a turn.
 */
export function compileCall(
  args: unknown,
  extraArguments: ExtraArgumentsPolicy | undefined,
  name: string,
  path: Path,
  options: RunCompileOptions,
  registry: ToolRegistry | undefined,
) {
  const expectation = {
    name,
    ...(args === undefined ? {} : { arguments: args }),
    ...(extraArguments === undefined ? {} : { extraArguments }),
  }
  if (registry !== undefined)
    Object.defineProperty(expectation, TOOLS, { value: registry, enumerable: false })
  try {
    // A call expectation always compiles to a turn of one call.
    const turn = compileTurn(expectation, options) as Extract<CompiledTurn, { kind: 'calls' }>
    return turn.calls[0]!
  } catch (error) {
    // compileTurn throws only MatcherUsageError: its guard turns anything else thrown into one.
    const usage = error as MatcherUsageError
    throw new MatcherUsageError([...path, ...usage.path], usage.problem)
  }
}

/** How deep arguments are searched for `fromResult` rules: deeper nesting (or a cycle) is the turn compiler's to refuse. */
const MAX_DEPTH = 64

/** True when `value` holds a `fromResult` rule anywhere within `MAX_DEPTH` levels (each validated). */
function holdsFromResult(value: unknown, path: Path, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false
  if (isRule(value)) {
    if ((value as { $rule: unknown }).$rule !== 'fromResult') return false
    validate(fromResultSchema(), value, path)
    return true
  }
  if (Array.isArray(value))
    return value.map((item, index) => holdsFromResult(item, [...path, index], depth + 1)).some(Boolean)
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(value)
    .map(([key, inner]) => holdsFromResult(inner, [...path, key], depth + 1))
    .some(Boolean)
}
