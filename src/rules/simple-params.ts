import { isPlainObject } from '../plain-object.js'

/** What a key of a rule's simplest written forms holds. */
export type SimpleKind = 'string' | 'number' | 'value' | 'list' | 'alternatives'

/**
 * A check of a rule's commonest written form that needs no zod: `{ $rule, …keys }` with exactly the keys given,
 * each holding what its kind says — `string`; `number` (finite); `value` (anything but `undefined`); `list` (an
 * array); `alternatives` (a non-empty array). Where it says true, the rule's zod schema accepts the value too
 * (property-tested for every rule that has one); anything else — an optional key written, another prototype, an
 * unknown key — is for zod to validate and explain. A test suite whose rules are written plainly then never loads
 * zod, and a batch compiles them faster.
 */
export function simpleParams(
  rule: string,
  keys: Readonly<Record<string, SimpleKind>>,
): (value: object) => boolean {
  const names = Object.keys(keys)
  const allowed = ['$rule', ...names]
  return (value) => {
    // Exactly `$rule` and the keys given, each written once and enumerable, as zod's strict objects see them.
    if (!isPlainObject(value)) return false
    const written = Object.keys(value)
    if (written.length !== allowed.length) return false
    for (const key of written) if (!allowed.includes(key)) return false
    if (value.$rule !== rule) return false
    for (const name of names) if (!holds(keys[name]!, value[name])) return false
    return true
  }
}

function holds(kind: SimpleKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'value':
      return value !== undefined
    case 'list':
      return Array.isArray(value)
    case 'alternatives':
      return Array.isArray(value) && value.length > 0
  }
}
