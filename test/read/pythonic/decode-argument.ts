import type { JsonValue } from '../../../src/json/types.js'
import { decodePythonCalls } from '../../../src/read/pythonic/decode-python-calls.js'
import type { PythonCallFailure } from '../../../src/read/pythonic/python-call-failure.js'

/**
 * The value of `a` in `f(a=<literal>)` (the `)` left out when `close` is false), or the failure. The literal starts
 * at offset 4.
 */
export function decodeArgument(
  literal: string,
  options: { maxDepth?: number; close?: boolean } = {},
): { value: JsonValue } | { failure: PythonCallFailure } {
  const text = `f(a=${literal}${options.close === false ? '' : ')'}`
  const decoded = decodePythonCalls(
    text,
    options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth },
  )
  return decoded.ok
    ? { value: JSON.parse(JSON.stringify(decoded.calls[0]!.arguments.a)) as JsonValue }
    : { failure: decoded.failure }
}

/** A failure at `offset` on the first line of `f(a=…)`, with `token` when given. */
export function failureAt(
  kind: PythonCallFailure['kind'],
  offset: number,
  token?: string,
): { failure: PythonCallFailure } {
  const failure: PythonCallFailure = { kind, position: { offset, line: 1, column: offset + 1 } }
  if (token !== undefined) failure.token = token
  return { failure }
}
