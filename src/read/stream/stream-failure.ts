import type { Path } from '../../json/types.js'
import { field, isRecord, ownKeys } from '../field.js'
import { describeThrown, failRead, typeName } from '../read-error.js'
import { requireRecord } from '../read-list.js'

/** An event whose type the stream format does not list: it may carry a call, so it is never skipped. */
export function failUnknownEvent(path: Path, type: unknown): never {
  return failRead({
    kind: 'unknown_item',
    path: [...path],
    token: typeof type === 'string' ? type : typeName(type),
    detail: 'stream event',
  })
}

/**
 * An `error` or `abort` event (or a failed response) at `path`: the stream did not finish, and says why (`message`,
 * the event's error payload, found at `messagePath`).
 */
export function failStreamError(path: Path, type: string, message: unknown, messagePath: Path = path): never {
  const detail = describeError(message, messagePath)
  return failRead({
    kind: 'stream_error',
    path: [...path],
    token: type,
    ...(detail === undefined ? {} : { detail }),
  })
}

/**
 * The message of an error event's payload (at `path`): a string, or an object's `message` (nested once in
 * `error`), clipped to 200 characters.
 */
function describeError(value: unknown, path: Path): string | undefined {
  if (typeof value === 'string') return value.slice(0, 200)
  if (!isRecord(value)) return undefined
  const message = field(value, 'message', path)
  if (typeof message === 'string') return message.slice(0, 200)
  const inner = field(value, 'error', path)
  return inner === value ? undefined : describeError(inner, [...path, 'error'])
}

/** Each event at its path, required to be an object (an event that is not one is `schema_invalid`). */
export function eachEvent(
  events: readonly unknown[],
  path: Path,
  visit: (event: object, at: Path, index: number) => void,
): void {
  events.forEach((event, index) => {
    const at = [...path, index]
    visit(requireRecord(event, at), at, index)
  })
}

/** Appends `piece` to the string at `target[key]` when it is a string (a streamed text or arguments fragment). */
export function appendText(target: Record<string, unknown>, key: string, piece: unknown): void {
  if (typeof piece !== 'string') return
  const current = target[key]
  target[key] = (typeof current === 'string' ? current : '') + piece
}

/** How deep `copyRecord` copies; deeper values are kept as they are and read where they end up. */
const COPY_DEPTH = 1_000
/** The longest array `copyRecord` copies (as `arrayItems` reads); a longer one is kept as it is. */
const COPY_LENGTH = 1_000_000

/**
 * A plain copy of an event's object, made while its path in the stream is known: the objects and arrays inside it
 * are copied too (own enumerable keys, elements by index, each read by access), so a getter or a Proxy trap that
 * throws anywhere in a kept event fails here, `unreadable` at its own path in the stream, never later at a path of
 * the assembled response. Class instances, values past `COPY_DEPTH` and cycles are kept as they are (the reader of
 * the assembled response judges them, as unstreamed). Assembling never mutates the input.
 */
export function copyRecord(value: unknown, path: Path): Record<string, unknown> {
  return copyObject(requireRecord(value, path), path, new Set(), 0)
}

function copyObject(record: object, path: Path, open: Set<object>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  open.add(record)
  for (const key of ownKeys(record, path))
    setData(out, key, copyValue(field(record, key, path), [...path, key], open, depth + 1))
  open.delete(record)
  return out
}

/** Sets `out[key]` as data, even for `__proto__`. */
function setData(out: object, key: string | number, value: unknown): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
}

function copyValue(value: unknown, path: Path, open: Set<object>, depth: number): unknown {
  if (typeof value !== 'object' || value === null || open.has(value) || depth > COPY_DEPTH) return value
  let isArray: boolean
  let prototype: unknown
  try {
    isArray = Array.isArray(value)
    prototype = isArray ? undefined : Object.getPrototypeOf(value)
  } catch (error) {
    return failRead({ kind: 'unreadable', path: [...path], detail: describeThrown(error) })
  }
  if (isArray) {
    const length = field(value, 'length', path)
    if (typeof length !== 'number' || length > COPY_LENGTH) return value
    const out: unknown[] = []
    open.add(value)
    for (let index = 0; index < length; index++)
      setData(
        out,
        index,
        copyValue(element(value as unknown[], index, path), [...path, index], open, depth + 1),
      )
    open.delete(value)
    return out
  }
  if (prototype !== Object.prototype && prototype !== null) return value
  return copyObject(value, path, open, depth)
}

function element(array: unknown[], index: number, path: Path): unknown {
  try {
    return array[index]
  } catch (error) {
    return failRead({ kind: 'unreadable', path: [...path, index], detail: describeThrown(error) })
  }
}
