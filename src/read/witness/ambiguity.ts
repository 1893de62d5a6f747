import type { Path } from '../../json/types.js'
import type { Shape, TurnBody } from '../shape.js'
import type { Call, NormalizedReadOptions, ReadFailure } from '../types.js'
import type { Census } from './census.js'
import { checkCensus } from './witness.js'

/**
 * `ambiguous_shape` when another container shape that accepts the value (`others`, in detection order) reads it
 * whole — its reading accounts for the whole `census` too — and holds calls different from the chosen shape's
 * reading `body`. `undefined` when every other reads the same calls, cannot read the value, or loses part of it
 * (a reading that drops a call is no rival: the value is not truly of its shape). Never throws.
 */
export function checkAmbiguity(
  value: object,
  path: Path,
  options: NormalizedReadOptions,
  census: Census,
  chosen: Shape,
  body: TurnBody,
  others: readonly Shape[],
): ReadFailure | undefined {
  let key: string | undefined
  for (const other of others) {
    let calls: readonly Call[]
    try {
      calls = other.read(value, path, options).calls
    } catch {
      continue
    }
    key ??= callsKey(body.calls)
    if (callsKey(calls) === key) continue
    if (checkCensus(census, calls, other.format, path, options) !== undefined) continue
    return {
      kind: 'ambiguous_shape',
      format: body.format,
      path: [...path],
      expected: [chosen.name, other.name],
    }
  }
  return undefined
}

/** The calls as one comparable string: names and arguments (canonical: keys sorted), in order. */
function callsKey(calls: readonly Call[]): string {
  return JSON.stringify(calls.map((call) => [call.name, call.arguments]))
}
