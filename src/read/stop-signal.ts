import { clip } from '../json/position.js'
import type { Path } from '../json/types.js'
import { failRead, ReadError } from './read-error.js'
import type { TurnBody } from './shape.js'
import { ANY_PROVIDER_STOP } from './stop-tables.js'
import type { Call } from './types.js'

/**
 * What a response's stop reason says about its calls: ended as the model meant (`complete`), cut by the token limit,
 * stopped by a filter, failed (`error`: the provider says generation failed), not finished (`unfinished`), a call the
 * provider says came out malformed (`broken_call`), or stopped to call tools.
 */
export type StopKind =
  | 'complete'
  | 'token_limit'
  | 'filter'
  | 'error'
  | 'unfinished'
  | 'broken_call'
  | 'tool_stop'
  /** A catch-all that stands for the provider's own reason (`raw`), judged by any provider's table. */
  | 'provider_reason'

/**
 * One format's stop reasons, by raw value: every value the format documents, the ordinary ends among them. A value
 * not in the table is one the reader cannot vouch for: it fails `unread_stop` (a new provider value may mean a cut).
 */
export type StopTable = Readonly<Record<string, StopKind>>

/** Where a stop reason was found: its raw value and its path (the field holding it). */
export interface StopReason {
  value: unknown
  path: Path
  /** The provider's own reason behind a catch-all value (the AI SDK's `rawFinishReason` behind `'other'`). */
  raw?: StopReason
}

/**
 * The one token-limit / content-filter policy, over every format's signal (each reader passes its own table), around
 * `read` (the reading of the response's calls): a response cut by the token limit is `truncated`, one stopped by a
 * filter or safety block is `filtered` (both carry the calls that did arrive, as data, since more may have been
 * coming; none when what arrived could not be read, the cut being the reason), and one that says it stopped to call
 * tools but holds no call is `stopped_without_call`. A stop reason the table does not know (or one that is not a
 * string) is `unread_stop`: the reader cannot tell whether the calls are whole, so it says so rather than guess. No
 * stop reason at all (absent or null, as in a history's messages) returns what `read` gives.
 */
export function checkStop(read: () => TurnBody, stop: StopReason, table: StopTable): TurnBody {
  const { value, path } = stop
  if (value === undefined || value === null) return read()
  if (typeof value !== 'string' || !Object.hasOwn(table, value))
    return failRead({
      kind: 'unread_stop',
      path,
      token: typeof value === 'string' ? shortToken(value) : `a ${typeof value}`,
      expected: Object.keys(table),
      calls: readWhatArrived(read),
    })
  const kind = table[value]!
  if (kind === 'complete') return read()
  // No raw reason behind the catch-all: no reason given, as when the field is absent.
  if (kind === 'provider_reason')
    return stop.raw === undefined ? read() : checkStop(read, stop.raw, ANY_PROVIDER_STOP)
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

/** Longest stop value a message quotes whole (a provider's values are short; a long one is clipped with `…`). */
const MAX_STOP_TOKEN = 40

function shortToken(value: string): string {
  return value.length <= MAX_STOP_TOKEN ? value : `${clip(value, 0, MAX_STOP_TOKEN)}…`
}
