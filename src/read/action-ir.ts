import type { Path } from '../json/types.js'
import { normalizeString } from '../unicode-policy.js'
import { arrayItems, field, ownKeys } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead, typeName } from './read-error.js'
import { requireRecord } from './read-list.js'
import type { Shape, TurnBody } from './shape.js'
import type { Call, Decision, Mode, NormalizedReadOptions } from './types.js'

const DECISIONS: readonly Decision[] = ['CALL', 'CONFIRM', 'CLARIFY', 'ABSTAIN']
const MODES: readonly Mode[] = ['SINGLE', 'SERIAL', 'PARALLEL']
const FIELDS: Record<Decision, readonly string[]> = {
  CALL: ['calls', 'decision', 'mode'],
  CONFIRM: ['calls', 'decision', 'mode'],
  CLARIFY: ['decision', 'missing'],
  ABSTAIN: ['decision'],
}
const CALL_FIELDS = ['args', 'tool']
const CALL: CallFields = { name: 'tool', args: 'args', encoding: 'object', optionalArgs: false }
const MISSING = ['non-empty list of unique strings in sorted order']

function invalid(path: Path, expected: readonly string[], detail: string): never {
  return failRead({ kind: 'schema_invalid', path: [...path], expected, detail })
}

function describe(value: unknown): string {
  return typeof value === 'string' ? value : typeName(value)
}

/** Exactly the `allowed` keys: an unknown one or a missing one fails at its path. */
function checkFields(value: object, path: Path, allowed: readonly string[]): void {
  const keys = ownKeys(value, path)
  for (const key of keys) if (!allowed.includes(key)) invalid([...path, key], allowed, 'unknown field')
  for (const key of allowed) if (!keys.includes(key)) invalid([...path, key], allowed, 'missing field')
}

function readCalls(value: object, path: Path, mode: Mode, options: NormalizedReadOptions): Call[] {
  const listPath = [...path, 'calls']
  const list = field(value, 'calls', path)
  const items = arrayItems(list, listPath)
  if (items === undefined) return invalid(listPath, ['non-empty array of calls'], typeName(list))
  if (items.length === 0) return invalid(listPath, ['non-empty array of calls'], 'empty')
  if (mode === 'SINGLE' && items.length !== 1)
    return invalid(listPath, ['exactly one call for SINGLE'], `${items.length} calls`)
  return items.map((item, index) => {
    const at = [...listPath, index]
    const call = requireRecord(item, at)
    checkFields(call, at, CALL_FIELDS)
    return readCall(call, at, CALL, options)
  })
}

/** Compares by code points (Python's `sorted` order), not UTF-16 code units. */
function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) ?? 0)
  const y = Array.from(b, (c) => c.codePointAt(0) ?? 0)
  for (let index = 0; index < Math.min(x.length, y.length); index++) {
    if (x[index] !== y[index]) return (x[index] ?? 0) - (y[index] ?? 0)
  }
  return x.length - y.length
}

function readMissing(value: object, path: Path, options: NormalizedReadOptions): string[] {
  const listPath = [...path, 'missing']
  const list = field(value, 'missing', path)
  const items = arrayItems(list, listPath)
  if (items === undefined) return invalid(listPath, MISSING, typeName(list))
  if (items.length === 0) return invalid(listPath, MISSING, 'empty')
  return items.map((item, index) => {
    if (typeof item !== 'string') return invalid([...listPath, index], MISSING, typeName(item))
    const previous = items[index - 1]
    if (typeof previous === 'string' && compareCodePoints(previous, item) >= 0) {
      invalid([...listPath, index], MISSING, previous === item ? 'duplicate' : 'not sorted')
    }
    return normalizeString(item, options.unicode)
  })
}

/** Validates an Action IR v1 object exactly as the format is defined and reads it into a Turn with its decision. */
function readActionIr(value: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const decision = field(value, 'decision', path)
  if (typeof decision !== 'string' || !DECISIONS.includes(decision as Decision)) {
    return invalid([...path, 'decision'], DECISIONS, describe(decision))
  }
  const known = decision as Decision
  checkFields(value, path, FIELDS[known])
  if (known === 'ABSTAIN') return { format: 'action-ir', decision: known, calls: [] }
  if (known === 'CLARIFY')
    return { format: 'action-ir', decision: known, calls: [], missing: readMissing(value, path, options) }
  const mode = field(value, 'mode', path)
  if (typeof mode !== 'string' || !MODES.includes(mode as Mode))
    return invalid([...path, 'mode'], MODES, describe(mode))
  const calls = readCalls(value, path, mode as Mode, options)
  return { format: 'action-ir', decision: known, mode: mode as Mode, calls }
}

/** Every field an Action IR object may have. */
const ALL_FIELDS = new Set(['calls', 'decision', 'mode', 'missing'])

/**
 * An Action IR object: a `decision` that is one of the four, or any `decision` beside no field Action IR lacks.
 * Another object that merely has a `decision` (an approval record, a message of another format) is not claimed.
 */
function isActionIr(value: object, path: Path): boolean {
  const decision = field(value, 'decision', path)
  if (decision === undefined) return false
  if (DECISIONS.includes(decision as Decision)) return true
  return ownKeys(value, path).every((key) => ALL_FIELDS.has(key))
}

/** Action IR v1: `{decision, mode?, calls?, missing?}`, recognised by its `decision` field. */
export const actionIr = {
  object: {
    name: 'action-ir',
    format: 'action-ir',
    matches: isActionIr,
    read: readActionIr,
  },
} satisfies Record<string, Shape>
