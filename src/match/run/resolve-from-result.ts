import { mapFromResult } from '../../expect/map-from-result.js'
import type { FromResultRule } from '../../expect/run-types.js'
import type { JsonValue } from '../../json/types.js'
import type { RunCall } from '../../read/run/types.js'
import type { CallAt, ResultLookup } from './types.js'

/** A run as positioned calls, in order across steps. */
export interface Placed {
  readonly at: CallAt
  readonly call: RunCall
}

/**
 * The arguments with every `fromResult` rule replaced by what it found (an `exact` rule), or by a rule that fails
 * when it found nothing, and the lookups made (for messages). Only calls of earlier steps count: a result reaches
 * the model after the turn that asked for it. Asymmetric matchers and other non-plain objects are kept as written.
 */
export function resolveFromResult(
  args: unknown,
  at: CallAt,
  calls: readonly Placed[],
): { args: unknown; lookups: ResultLookup[] } {
  const lookups: ResultLookup[] = []
  const resolved = mapFromResult(args, ['arguments'], (rule, path) => {
    const lookup = look(rule, [...path], at, calls)
    lookups.push(lookup)
    return lookup.outcome.kind === 'found'
      ? { $rule: 'exact', value: lookup.outcome.value }
      : { $rule: 'satisfies', label: `fromResult (${lookup.outcome.kind})`, test: () => false }
  })
  return { args: resolved, lookups }
}

function look(
  rule: FromResultRule,
  path: (string | number)[],
  at: CallAt,
  calls: readonly Placed[],
): ResultLookup {
  const base = { path, ref: rule.call, resultPath: rule.path }
  const earlier = calls.filter((placed) => placed.at.step < at.step)
  const target =
    typeof rule.call === 'string'
      ? earlier.filter((placed) => placed.call.name === rule.call).at(-1)
      : earlier.find((placed) => {
          const ref = rule.call as { step: number; call?: number }
          return placed.at.step === ref.step && placed.at.call === (ref.call ?? 0)
        })
  if (target === undefined) return { ...base, outcome: { kind: 'no_call' } }
  const found = { ...base, at: target.at, name: target.call.name }
  if (target.call.result === undefined) return { ...found, outcome: { kind: 'no_result' } }
  const value = valueAt(target.call.result, rule.path)
  return value === undefined
    ? { ...found, outcome: { kind: 'no_path' } }
    : { ...found, outcome: { kind: 'found', value } }
}

/** The value at a dotted path (`order.id`, `items[0].sku`, `items.0.sku`; empty: the whole value). */
export function valueAt(value: JsonValue, path: string): JsonValue | undefined {
  let current: JsonValue | undefined = value
  for (const key of path.split(/[.[\]]+/).filter((part) => part !== '')) {
    if (Array.isArray(current)) current = /^\d+$/.test(key) ? current[Number(key)] : undefined
    else if (typeof current === 'object' && current !== null && Object.hasOwn(current, key))
      current = current[key]
    else return undefined
  }
  return current
}
