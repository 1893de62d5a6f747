import { withoutStack } from '../without-stack.js'
import type { Format, ReadFailure } from './types.js'

/**
 * Carries a ReadFailure out of a nested reader to the one boundary (`readCalls`) that turns it back into data.
 * Never escapes the reader: `readCalls` catches every throw.
 */
export class ReadError extends Error {
  override readonly name = 'ReadError'
  readonly failure: ReadFailure

  constructor(failure: ReadFailure) {
    super(failure.kind)
    this.failure = failure
  }
}

/** Throws a ReadError carrying `failure`. */
export function failRead(failure: ReadFailure): never {
  throw withoutStack(() => new ReadError(failure))
}

/** Runs `read`; a ReadError thrown inside gets `format` when it has none yet. */
export function withFormat<T>(format: Format, read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof ReadError && error.failure.format === undefined) {
      throw withoutStack(() => new ReadError({ ...error.failure, format }))
    }
    throw error
  }
}

/** The message of anything thrown, without ever throwing itself (the thrown value may be a hostile Proxy). */
export function describeThrown(error: unknown): string {
  try {
    const message = error instanceof Error ? error.message : String(error)
    return typeof message === 'string' ? message.slice(0, 200) : 'unprintable error'
  } catch {
    return 'unprintable error'
  }
}

/** A short type name for details: `null`, `array`, or the `typeof`. */
export function typeName(value: unknown): string {
  if (value === null) return 'null'
  try {
    if (Array.isArray(value)) return 'array'
  } catch {
    return 'object'
  }
  return typeof value
}

/** Whatever a reader threw, as a ReadFailure; never throws itself (the thrown value may be hostile). */
export function readFailureOf(error: unknown): ReadFailure {
  try {
    if (error instanceof ReadError) return error.failure
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return { kind: 'too_deep', detail: error.message }
  } catch {
    return { kind: 'unreadable', detail: 'unprintable error' }
  }
  return { kind: 'unreadable', detail: describeThrown(error) }
}
