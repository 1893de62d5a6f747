import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import { stringField, typeOf } from './message-parts.js'

/** OpenAI Agents SDK run items: each wraps the protocol item it stands for in `rawItem` (`raw_item` in Python). */
export const RUN_ITEMS = new Set([
  'message_output_item',
  'tool_call_item',
  'tool_call_output_item',
  'reasoning_item',
  'handoff_call_item',
  'handoff_output_item',
  'tool_approval_item',
  'mcp_list_tools_item',
  'mcp_approval_request_item',
  'mcp_approval_response_item',
])

/** The protocol item an Agents SDK run item wraps, or the item itself. */
export function unwrap(item: object, path: Path): { item: object; path: Path; approval: boolean } {
  const type = typeOf(item, path) ?? ''
  if (!RUN_ITEMS.has(type)) return { item, path, approval: false }
  const key = field(item, 'rawItem', path) !== undefined ? 'rawItem' : 'raw_item'
  const raw = field(item, key, path)
  return isRecord(raw)
    ? { item: raw, path: [...path, key], approval: type === 'tool_approval_item' }
    : { item, path, approval: false }
}

/** True for an item only the OpenAI Agents SDK writes: a run item, or a protocol item with `callId`. */
export function isAgentsItem(item: object, path: Path): boolean {
  const type = typeOf(item, path) ?? ''
  return (
    RUN_ITEMS.has(type) || type === 'function_call_result' || stringField(item, 'callId', path) !== undefined
  )
}
