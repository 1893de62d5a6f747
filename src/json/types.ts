import type { NumberPolicy } from './number-policy.js'

/** A JSON value as the engine sees it: no `undefined`, no functions, finite numbers only. */
export type JsonValue = null | boolean | number | string | JsonArray | JsonObject

/** A JSON array. */
export type JsonArray = JsonValue[]

/**
 * A JSON object. Canonical objects have a `null` prototype, so keys such as `__proto__` are plain data;
 * always test membership with `Object.hasOwn`.
 */
export interface JsonObject {
  [key: string]: JsonValue
}

/** Where a value sits inside a structure: object keys and array indexes, outermost first. */
export type Path = ReadonlyArray<string | number>

/** A place in a text, for read failures: `offset` counts UTF-16 code units from 0; `line` and `column` from 1. */
export interface TextPosition {
  offset: number
  line: number
  column: number
}

/** Why a text is not exactly one acceptable JSON value. */
export type JsonFailureKind =
  | 'not_json'
  | 'trailing_content'
  | 'duplicate_key'
  | 'non_finite'
  | 'number_overflow'
  /** An integer literal no double holds exactly, or a non-zero literal that underflows to zero (policy `exact`). */
  | 'precision_loss'
  | 'too_deep'
  | 'invalid_utf8'

/** A parse failure as data: the kind, where it happened, and the offending token when there is one. */
export interface JsonFailure {
  kind: JsonFailureKind
  position: TextPosition
  /** The offending token or a short excerpt of it (a duplicate key's name, `NaN`, `1e999`, …). */
  token?: string
}

/** The outcome of parsing: a value, or a failure. Parsing never throws. */
export type JsonParseResult = { ok: true; value: JsonValue } | { ok: false; failure: JsonFailure }

/** Options of the JSON parser, complete (see `normalizeJsonOptions`). */
export interface JsonParseOptions {
  /** `error` (strict) reports a repeated key; `last` (lenient) keeps the last value. */
  duplicateKeys: 'error' | 'last'
  /** Deepest allowed collection nesting; `{}` is depth 1. */
  maxDepth: number
  /** `exact` reports literals a double cannot hold as `precision_loss`; `double` rounds them (see `NumberPolicy`). */
  numbers: NumberPolicy
}

/** The default nesting limit ("collection nesting deeper than 64 levels" fails). */
export const DEFAULT_MAX_DEPTH = 64
