import type { Path } from './json/types.js'
import { withoutStack } from './without-stack.js'

/** Why a JavaScript value is not plain JSON data. */
export type ValueFailureKind =
  | 'invalid_value'
  | 'cyclic'
  | 'too_deep'
  | 'non_finite'
  | 'unreadable'
  | 'duplicate_key'

/** A value that cannot be canonicalised, with the path where the trouble is. */
export interface ValueFailure {
  kind: ValueFailureKind
  path: Path
  /** What was found: a type name (`bigint`, `undefined`, `Map`), `NaN`, a key, or the message of a thrown error. */
  detail?: string
}

/** What `fail` throws: caught by `canonicalize` and returned as its failure. */
export class CanonicalError extends Error {
  constructor(readonly failure: ValueFailure) {
    super(failure.kind)
  }
}

/** Throws the failure of `kind` at (a copy of) `path`, as a `CanonicalError` without a stack trace. */
export function fail(kind: ValueFailureKind, path: Path, detail?: string): never {
  const failure: ValueFailure =
    detail === undefined ? { kind, path: [...path] } : { kind, path: [...path], detail }
  throw withoutStack(() => new CanonicalError(failure))
}

/** Whether `error` is ours; never throws (`instanceof` on a revoked Proxy does). */
export function isCanonicalError(error: unknown): error is CanonicalError {
  try {
    return error instanceof CanonicalError
  } catch {
    return false
  }
}

/** The message of anything thrown, never throwing itself (a getter may throw a revoked Proxy). */
export function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error)
  } catch {
    return 'unprintable error'
  }
}

/** The class name of a value that is not a plain object, for a failure's detail. */
export function describeClass(value: object): string {
  try {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name
    return typeof name === 'string' && name !== '' ? name : 'object'
  } catch {
    return 'object'
  }
}
