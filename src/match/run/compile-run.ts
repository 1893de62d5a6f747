import { compileField, isRule, type WrittenIn } from '../../expect/compile-field.js'
import { type CompiledTurn, compileTurn } from '../../expect/compile-turn.js'
import { guardReading } from '../../expect/guard-reading.js'
import { fromResultSchema, runCallSchema, runSchema, stepCallsSchema } from '../../expect/run-schema.js'
import { validate } from '../../expect/validate.js'
import { withoutSchemaKey } from '../../expect/without-schema-key.js'
import type { Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import type { NormalizedMatchOptions } from '../options.js'
import type { CompiledList, CompiledRun, CompiledRunCall, Mode } from './types.js'

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
    run.answer === undefined
  )
    throw new MatcherUsageError(
      [],
      'a run expectation needs steps, calls, never, maxCalls, maxSteps or answer',
    )
  return {
    steps: run.steps?.map((step, index) => compileStep(step, ['steps', index], options)),
    extraSteps: run.extraSteps ?? 'forbid',
    calls:
      run.calls === undefined
        ? undefined
        : {
            mode: MODES[run.order ?? 'exact']!,
            calls: run.calls.map((call, index) => compileRunCall(call, ['calls', index], options)),
          },
    maxCalls: run.maxCalls,
    maxSteps: run.maxSteps,
    never: (run.never ?? []).map((call, index) => compileRunCall(call, ['never', index], options)),
    answer:
      run.answer === undefined
        ? undefined
        : compileField(run.answer, ['answer'], options.unicode, options.written),
  }
}

function compileStep(step: unknown, path: Path, options: RunCompileOptions): CompiledList {
  if (typeof step === 'object' && step !== null && Object.hasOwn(step, 'calls')) {
    const list = validate(stepCallsSchema(), step, path)
    return {
      mode: MODES[list.order ?? 'exact']!,
      calls: list.calls.map((call, index) => compileRunCall(call, [...path, 'calls', index], options)),
    }
  }
  return { mode: 'exact', calls: [compileRunCall(step, path, options)] }
}

/** Compiles one run call expectation. */
export function compileRunCall(source: unknown, path: Path, options: RunCompileOptions): CompiledRunCall {
  const call = validate(runCallSchema(), source, path)
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
      : compileCall(
          call.arguments,
          call.extraArguments,
          typeof name === 'string' ? name : '*',
          path,
          options,
        ),
    dependentArguments: dependent ? call.arguments : undefined,
    extraArguments: call.extraArguments,
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

/** Compiles a call's name and arguments with the turn compiler (its tools, its rules). */
export function compileCall(
  args: unknown,
  extraArguments: 'forbid' | 'allow' | undefined,
  name: string,
  path: Path,
  options: RunCompileOptions,
) {
  const expectation = {
    name,
    ...(args === undefined ? {} : { arguments: args }),
    ...(extraArguments === undefined ? {} : { extraArguments }),
  }
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
