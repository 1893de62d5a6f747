import type { Path } from '../../json/types.js'
import { field, isRecord, ownKeys } from '../field.js'
import { failRead, typeName } from '../read-error.js'
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

/** An `error` or `abort` event (or a failed response): the stream did not finish, and says why. */
export function failStreamError(path: Path, type: string, message: unknown): never {
  const detail = describeError(message)
  return failRead({
    kind: 'stream_error',
    path: [...path],
    token: type,
    ...(detail === undefined ? {} : { detail }),
  })
}

/** The message of an error event's payload: a string, or an object's `message` (nested once in `error`). */
function describeError(value: unknown): string | undefined {
  if (typeof value === 'string') return value.slice(0, 200)
  if (!isRecord(value)) return undefined
  const message = field(value, 'message', [])
  if (typeof message === 'string') return message.slice(0, 200)
  const inner = field(value, 'error', [])
  return inner === value ? undefined : describeError(inner)
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

/** A plain copy of an event's object (own enumerable keys read by access), so assembling never mutates input. */
export function copyRecord(value: unknown, path: Path): Record<string, unknown> {
  const record = requireRecord(value, path)
  const out: Record<string, unknown> = {}
  for (const key of ownKeys(record, path)) out[key] = field(record, key, path)
  return out
}
