import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import { itemKind } from '../openai-responses-items.js'
import type { NormalizedReadOptions } from '../types.js'
import { stringField, typeOf } from './message-parts.js'
import { canonicalResult, textOfBlock } from './normalize-result.js'
import type { ReceivedResult, RunBuilderLike } from './types.js'

/** The approval request an `mcp_call` was run after, when that request was read in this run. */
export function approvedRequest(
  item: object,
  path: Path,
  requested: ReadonlySet<string>,
): string | undefined {
  if (typeOf(item, path) !== 'mcp_call') return undefined
  const id = stringField(item, 'approval_request_id', path)
  return id !== undefined && requested.has(id) ? id : undefined
}

/** What an approved MCP call OpenAI ran gave: its `output`, or its `error`. */
export function mcpOutcome(item: object, path: Path, id: string): ReceivedResult {
  const error = field(item, 'error', path)
  const failed = error !== undefined && error !== null
  return {
    id,
    value: failed ? error : field(item, 'output', path),
    status: failed ? 'error' : 'ok',
    path: [...path, failed ? 'error' : 'output'],
  }
}

/** The call id a tool's output answers: `call_id` (`callId` in the Agents SDK); a local shell output's own `id`. */
function answeredId(item: object, path: Path): string | undefined {
  return (
    stringField(item, 'call_id', path) ??
    stringField(item, 'callId', path) ??
    (typeOf(item, path) === 'local_shell_call_output' ? stringField(item, 'id', path) : undefined)
  )
}

/**
 * Reads what the client sent back: a tool's output (any `*_output` item, the Agents SDK's `*_result`), paired by
 * the call id it answers (an output marked `failed` is an error); an MCP approval response that refuses the request
 * (`approve: false`) is that call denied. Messages and item references answer no call.
 */
export function readInput(
  item: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const type = typeOf(item, path)
  if (type === 'mcp_approval_response') {
    const id = stringField(item, 'approval_request_id', path)
    if (field(item, 'approve', path) !== false) return
    const reason = field(item, 'reason', path)
    run.result({ id, value: reason ?? undefined, status: 'denied', path: [...path, 'approve'] })
    return
  }
  if (itemKind(type) !== 'output') return
  const output = field(item, 'output', path)
  const at = [...path, 'output']
  // The Agents SDK gives a text output as `{ type: 'text', text }`; another object stands as a list of one block.
  const text = isRecord(output) ? textOfBlock(output, at) : undefined
  const block = isRecord(output) && text === undefined
  run.result({
    id: answeredId(item, path),
    name: stringField(item, 'name', path),
    value: block ? [canonicalResult(output, at, options)] : (text ?? output),
    ...(block ? { raw: true } : {}),
    status: field(item, 'status', path) === 'failed' ? 'error' : 'ok',
    path: at,
  })
}
