import { alignSequences, pairMultiset } from '../assignment/index.js'
import { canonicalize } from '../canonical.js'
import { isRule } from '../expect/is-rule.js'
import type { ExtraArgumentsPolicy } from '../expect/types.js'
import { parseJson } from '../json/parse.js'
import type { JsonObject, JsonValue } from '../json/types.js'
import { shapeOf } from '../rules/shape-of.js'
import { normalizeString } from '../unicode-policy.js'
import { mismatchCount, type ResolveContext, satisfies } from './resolve-context.js'
import { snapshotValue } from './snapshot-value.js'

/**
 * Re-writes a received value through a stored template (a field expectation in its JSON form), for updating
 * snapshots: a rule the received value satisfies is kept verbatim (an `ignore`, `optional` or `absent` rule on an
 * absent key included); a rule it breaks gives way to the received value, except that `subset`, `optional`,
 * `withDefault`, `json` and `unordered` keep their wrapper and resolve what they hold, so rules nested inside them
 * survive, and a `shape` gives way to the received value's shape. Objects are resolved key by key (received keys
 * the template lacks are added), arrays element by element after an order-preserving alignment (so an inserted
 * element does not shift every rule after it). `undefined` means "leave the key out" (the received value is
 * absent). The result always matches the received value.
 */
export function resolveField(
  template: JsonValue,
  received: JsonValue | undefined,
  context: ResolveContext,
): JsonValue | undefined {
  if (isRule(template)) {
    if (satisfies(template, received, context)) return template
    return received === undefined ? undefined : resolveRule(template as JsonObject, received, context)
  }
  if (received === undefined) return undefined
  if (!holdsRule(template)) return snapshotValue(received)
  if (Array.isArray(template)) {
    return Array.isArray(received) ? resolveArray(template, received, context) : snapshotValue(received)
  }
  return isObject(received)
    ? resolveObject(template as JsonObject, received, 'forbid', context)
    : snapshotValue(received)
}

/**
 * Resolves a call's arguments: like `resolveField`, except that with `extraArguments: 'allow'` received arguments
 * the template does not name are left out (they are allowed, not recorded).
 */
export function resolveArguments(
  template: JsonValue,
  received: JsonObject,
  extra: ExtraArgumentsPolicy,
  context: ResolveContext,
): JsonValue {
  if (isRule(template) || !isObject(template)) return resolveField(template, received, context) ?? {}
  return resolveObject(template, received, extra, context)
}

function resolveRule(rule: JsonObject, received: JsonValue, context: ResolveContext): JsonValue {
  switch (rule.$rule) {
    case 'optional':
    case 'withDefault':
      return { ...rule, value: resolveField(rule.value!, received, context)! }
    case 'subset':
      if (!isObject(received) || !isObject(rule.value!)) return snapshotValue(received)
      return { ...rule, value: resolveObject(rule.value, received, 'allow', context) }
    case 'json': {
      const inner = typeof received === 'string' ? parseInner(received, context) : undefined
      if (inner === undefined) return snapshotValue(received)
      return { ...rule, value: resolveField(rule.value!, inner, context)! }
    }
    case 'unordered':
      if (!Array.isArray(received) || !Array.isArray(rule.value)) return snapshotValue(received)
      return { ...rule, value: resolveUnordered(rule.value, received, context) }
    case 'shape':
      return { $rule: 'shape', value: shapeOf(received) }
    default:
      return snapshotValue(received)
  }
}

function resolveObject(
  template: JsonObject,
  received: JsonObject,
  extra: ExtraArgumentsPolicy,
  context: ResolveContext,
): JsonValue {
  const out = Object.create(null) as JsonObject
  const named = new Set<string>()
  for (const rawKey of Object.keys(template)) {
    const key = normalizeString(rawKey, context.unicode)
    named.add(key)
    const value = resolveField(
      template[rawKey]!,
      Object.hasOwn(received, key) ? received[key] : undefined,
      context,
    )
    if (value !== undefined) out[key] = value
  }
  if (extra === 'forbid') {
    for (const key of Object.keys(received)) if (!named.has(key)) out[key] = snapshotValue(received[key]!)
  }
  // A received `$rule` key would make the object read as a rule: keep the whole value literal instead.
  return Object.hasOwn(out, '$rule') ? snapshotValue(received) : out
}

function resolveArray(template: JsonValue[], received: JsonValue[], context: ResolveContext): JsonValue[] {
  const steps = alignSequences(
    template.length,
    received.length,
    (row, col) => (satisfies(template[row]!, received[col], context) ? 0 : 1),
    1,
    1,
  )
  const out: JsonValue[] = []
  for (const step of steps) {
    if (step.col === undefined) continue
    const value = received[step.col]!
    out.push(
      step.row === undefined ? snapshotValue(value) : resolveField(template[step.row]!, value, context)!,
    )
  }
  return out
}

function resolveUnordered(
  template: JsonValue[],
  received: JsonValue[],
  context: ResolveContext,
): JsonValue[] {
  const pairing = pairMultiset({
    rows: template.length,
    cols: received.length,
    cost: (row, col) => mismatchCount(template[row]!, received[col]!, context),
  })
  const rowOf = new Map(pairing.pairs.map(([row, col]) => [col, row]))
  return received.map((value, col) => {
    const row = rowOf.get(col)
    return row === undefined ? snapshotValue(value) : resolveField(template[row]!, value, context)!
  })
}

function parseInner(text: string, context: ResolveContext): JsonValue | undefined {
  const parsed = parseJson(text)
  if (!parsed.ok) return undefined
  const value = canonicalize(parsed.value, { unicode: context.unicode, maxDepth: 64 })
  return value.ok ? value.value : undefined
}

function holdsRule(value: JsonValue): boolean {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some(holdsRule)
  if (Object.hasOwn(value, '$rule')) return true
  return Object.keys(value).some((key) => holdsRule(value[key]!))
}

function isObject(value: JsonValue): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
