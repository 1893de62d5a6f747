import type { Path } from '../json/types.js'
import { failRead } from './read-error.js'
import type { TurnBody } from './shape.js'

/** What a response's stop reason says about its calls. */
export type StopKind = 'token_limit' | 'filter' | 'tool_stop'

/** One format's stop reasons that matter, by raw value (any other value says nothing about the calls). */
export type StopTable = Readonly<Record<string, StopKind>>

/** Where a stop reason was found: its raw value and its path (the field holding it). */
export interface StopReason {
  value: unknown
  path: Path
}

/**
 * The one token-limit / content-filter policy, over every format's signal (each reader passes its own table): a
 * response cut by the token limit is `truncated`, one stopped by a filter or safety block is `filtered` (both carry
 * the calls that did arrive, as data, since more may have been coming), and one that says it stopped to call tools
 * but holds no call is `stopped_without_call`. Any other stop returns `body` unchanged.
 */
export function checkStop(body: TurnBody, stop: StopReason, table: StopTable): TurnBody {
  const { value, path } = stop
  if (typeof value !== 'string' || !Object.hasOwn(table, value)) return body
  const kind = table[value]!
  switch (kind) {
    case 'token_limit':
      return failRead({ kind: 'truncated', path, token: value, detail: 'the token limit', calls: body.calls })
    case 'filter':
      return failRead({ kind: 'filtered', path, token: value, detail: 'a content filter', calls: body.calls })
    case 'tool_stop':
      if (body.calls.length > 0) return body
      return failRead({ kind: 'stopped_without_call', path, token: value })
  }
}
