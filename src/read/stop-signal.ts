import type { Path } from '../json/types.js'
import { failRead, ReadError } from './read-error.js'
import type { TurnBody } from './shape.js'
import type { Call } from './types.js'

/**
 * What a response's stop reason says about its calls: cut by the token limit, stopped by a filter, failed (`error`:
 * the provider says generation failed), not finished (`unfinished`), a call the provider says came out malformed
 * (`broken_call`), or stopped to call tools.
 */
export type StopKind = 'token_limit' | 'filter' | 'error' | 'unfinished' | 'broken_call' | 'tool_stop'

/** One format's stop reasons that matter, by raw value (any other value says nothing about the calls). */
export type StopTable = Readonly<Record<string, StopKind>>

/** Where a stop reason was found: its raw value and its path (the field holding it). */
export interface StopReason {
  value: unknown
  path: Path
}

/**
 * The one token-limit / content-filter policy, over every format's signal (each reader passes its own table), around
 * `read` (the reading of the response's calls): a response cut by the token limit is `truncated`, one stopped by a
 * filter or safety block is `filtered` (both carry the calls that did arrive, as data, since more may have been
 * coming; none when what arrived could not be read, the cut being the reason), and one that says it stopped to call
 * tools but holds no call is `stopped_without_call`. Any other stop returns what `read` gives.
 */
export function checkStop(read: () => TurnBody, stop: StopReason, table: StopTable): TurnBody {
  const { value, path } = stop
  if (typeof value !== 'string' || !Object.hasOwn(table, value)) return read()
  const kind = table[value]!
  // The provider says the model tried to call and the call came out broken (Gemini MALFORMED_FUNCTION_CALL…).
  if (kind === 'broken_call')
    return failRead({
      kind: 'schema_invalid',
      path,
      expected: ['a well-formed function call'],
      detail: value,
    })
  if (kind === 'tool_stop') {
    const body = read()
    if (body.calls.length > 0) return body
    return failRead({ kind: 'stopped_without_call', path, token: value })
  }
  const calls = readWhatArrived(read)
  if (kind === 'token_limit')
    return failRead({ kind: 'truncated', path, token: value, detail: 'the token limit', calls })
  if (kind === 'error') return failRead({ kind: 'model_error', path, token: value, calls })
  if (kind === 'unfinished') return failRead({ kind: 'incomplete', path, token: value, calls })
  return failRead({ kind: 'filtered', path, token: value, detail: 'a content filter', calls })
}

/**
 * What arrived before a cut: the calls read, or none when they could not be read (cut inside a call). A value that
 * cannot be read at all (a getter or a Proxy trap that throws: `unreadable`) is no effect of the cut: that failure
 * stands, at its path, instead of a cut that would seem to have come before any call.
 */
function readWhatArrived(read: () => TurnBody): Call[] {
  try {
    return read().calls
  } catch (error) {
    if (error instanceof ReadError && error.failure.kind !== 'unreadable') return []
    throw error
  }
}
