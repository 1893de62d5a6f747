import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { failRead } from '../read-error.js'
import { requireRecord } from '../read-list.js'
import { failUnknownEvent } from './stream-failure.js'

type Segment = string | number

/** `$.a.b[0].c` as segments, or `undefined` when the path is not of that form. */
function parsePath(jsonPath: unknown): Segment[] | undefined {
  if (typeof jsonPath !== 'string' || !jsonPath.startsWith('$.')) return undefined
  const segments: Segment[] = []
  for (const piece of jsonPath.slice(2).split('.')) {
    const match = /^([^[\]]+)((?:\[\d+\])*)$/.exec(piece)
    if (match === null) return undefined
    segments.push(match[1]!)
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) segments.push(Number(index[1]))
  }
  return segments
}

function define(target: Record<Segment, unknown>, key: Segment, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true })
}

/** The container at `segments` (all but the last), made on the way as objects or arrays. */
function parentOf(args: Record<string, unknown>, segments: readonly Segment[]): Record<Segment, unknown> {
  let current = args as Record<Segment, unknown>
  for (let index = 0; index < segments.length - 1; index++) {
    const key = segments[index]!
    const next = Object.hasOwn(current, key) ? current[key] : undefined
    if (typeof next !== 'object' || next === null)
      define(current, key, typeof segments[index + 1] === 'number' ? [] : {})
    current = current[key] as Record<Segment, unknown>
  }
  return current
}

/** The value one partial argument carries: `stringValue`, `numberValue`, `boolValue` or `nullValue`. */
function carriedValue(arg: object, at: Path): { value: unknown } | undefined {
  for (const key of ['stringValue', 'numberValue', 'boolValue']) {
    const value = field(arg, key, at)
    if (value !== undefined && value !== null) return { value }
  }
  return field(arg, 'nullValue', at) !== undefined || 'nullValue' in arg ? { value: null } : undefined
}

/**
 * Applies Gemini's streamed function-call arguments (`functionCall.partialArgs`: a `jsonPath` and one typed value;
 * a string that continues one already there is appended to it) to `args`. A partial argument without a path of the
 * form `$.a.b[0]`, or without a value, is never dropped: it fails.
 */
export function applyPartialArgs(args: Record<string, unknown>, partialArgs: unknown, path: Path): void {
  const items = arrayItems(partialArgs, path) ?? []
  items.forEach((item, index) => {
    const at = [...path, index]
    const arg = requireRecord(item, at)
    const segments = parsePath(field(arg, 'jsonPath', at))
    if (segments === undefined) {
      failRead({ kind: 'schema_invalid', path: [...at, 'jsonPath'], expected: ['$.name[0].key'] })
    }
    const value = carriedValue(arg, at)
    if (value === undefined) failUnknownEvent(at, 'partial argument without a value')
    const parent = parentOf(args, segments)
    const key = segments[segments.length - 1]!
    const existing = Object.hasOwn(parent, key) ? parent[key] : undefined
    const appended = typeof existing === 'string' && typeof value.value === 'string'
    define(parent, key, appended ? existing + (value.value as string) : value.value)
  })
}

/** True when `value` is an object whose own `willContinue` is true. */
export function willContinue(value: object, path: Path): boolean {
  return isRecord(value) && field(value, 'willContinue', path) === true
}
