import { isRule } from '../../expect/is-rule.js'
import type { JsonObject, JsonValue } from '../../json/types.js'
import type { NormalizedMatchOptions } from '../../match/options.js'
import type { Placed } from '../../match/run/resolve-from-result.js'
import { resolveFromResult } from '../../match/run/resolve-from-result.js'
import type { ResultsMode } from '../../matchers/matcher-options.js'
import type { CheckContext } from '../../rules/types.js'
import type { ResolveContext } from '../resolve-context.js'
import { satisfies } from '../resolve-context.js'
import { resolveArguments, resolveField } from '../resolve-field.js'

/** What resolving a run needs: the comparison policies, the run's calls in order, and how results are written. */
export interface RunResolveContext {
  readonly resolve: ResolveContext
  readonly check: CheckContext
  readonly options: NormalizedMatchOptions
  readonly calls: readonly Placed[]
  readonly results: ResultsMode
}

/**
 * One run call expectation of a stored snapshot re-written through the received call it pairs with: the name
 * (`*` and a name pattern that still matches are kept), the arguments through `resolveArguments` with each
 * `fromResult` kept while the value it stands for is the one received, the result through `resolveField` (written
 * as the template wrote it: a shape stays a shape, of what was received now; a value stays a value), the status and
 * id as received. What the template leaves out (arguments, result, status) stays out: it is not checked. `times` is
 * left to the caller, which knows how many calls the expectation took.
 */
export function resolveRunCall(template: JsonObject, placed: Placed, context: RunResolveContext): JsonObject {
  const call = placed.call
  const name = template.name!
  const out: JsonObject = {
    name: name === '*' || (isRule(name) && satisfies(name, call.name, context.resolve)) ? name : call.name,
  }
  const own = template.extraArguments
  const extra = own === 'allow' || own === 'forbid' ? own : context.options.extraArguments
  if (template.arguments !== undefined)
    out.arguments = resolveRunArguments(template.arguments, placed, extra, context)
  if (own !== undefined) out.extraArguments = own
  if (template.id !== undefined && call.id !== undefined) out.id = call.id
  if (template.result !== undefined) {
    const result = resolveField(template.result, call.result, context.resolve)
    if (result !== undefined) out.result = result
  }
  if (template.status !== undefined && call.status !== undefined) out.status = call.status
  return out
}

/**
 * The arguments through `resolveArguments`, with each `fromResult` rule standing in as what it found (an `exact`
 * rule, or one nothing meets) while resolving, and put back where it was kept.
 */
function resolveRunArguments(
  template: JsonValue,
  placed: Placed,
  extra: 'forbid' | 'allow',
  context: RunResolveContext,
): JsonValue {
  const stand = new Map<object, JsonValue>()
  const substitute = (value: JsonValue): JsonValue => {
    if (value === null || typeof value !== 'object') return value
    if (Array.isArray(value)) return value.map(substitute)
    if (isRule(value)) {
      if (!isFromResult(value)) return value
      const found = resolveFromResult(value, placed.at, context.calls).args as JsonObject
      stand.set(found, value)
      return found
    }
    const out = Object.create(null) as JsonObject
    for (const key of Object.keys(value)) out[key] = substitute(value[key]!)
    return out
  }
  const restore = (value: JsonValue): JsonValue => {
    if (value === null || typeof value !== 'object') return value
    const original = stand.get(value)
    if (original !== undefined) return original
    if (Array.isArray(value)) return value.map(restore)
    if (isRule(value)) return value
    const out = Object.create(null) as JsonObject
    for (const key of Object.keys(value)) out[key] = restore(value[key]!)
    return out
  }
  if (!holdsFromResult(template))
    return resolveArguments(template, placed.call.arguments, extra, context.resolve)
  return restore(resolveArguments(substitute(template), placed.call.arguments, extra, context.resolve))
}

function holdsFromResult(value: JsonValue): boolean {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some(holdsFromResult)
  if (isRule(value)) return isFromResult(value)
  return Object.keys(value).some((key) => holdsFromResult(value[key]!))
}

function isFromResult(rule: object): boolean {
  return (rule as { $rule: unknown }).$rule === 'fromResult'
}
