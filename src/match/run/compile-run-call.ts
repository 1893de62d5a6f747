import { compileField, type WrittenIn } from '../../compile/compile-field.js'
import { type CompiledTurn, compileTurn } from '../../compile/compile-turn.js'
import { isRule } from '../../expect/is-rule.js'
import { fromResultSchema, runCallSchema } from '../../expect/run-schema.js'
import type { ExtraArgumentsPolicy } from '../../expect/types.js'
import { validate } from '../../expect/validate.js'
import type { Path } from '../../json/types.js'
import { registryOf } from '../../schema/registry-of.js'
import { TOOLS, type ToolRegistry } from '../../schema/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import type { NormalizedMatchOptions } from '../options.js'
import type { CompiledRunCall } from './compiled-run.js'

/** The policies a run expectation compiles with, and where it was written (`json`: a snapshot, a file). */
export type RunCompileOptions = NormalizedMatchOptions & { readonly written?: WrittenIn | undefined }

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
