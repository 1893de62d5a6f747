import type { Path } from '../../json/types.js'
import { isPatternType, isServerType } from './signs.js'

/** A place in the received value that can only be a model's tool call. */
export interface Marker {
  /** Where it is, from the value the census was taken of. */
  path: Path
  /** The call's name, where the marker says it. */
  name?: string
  /** The call's id, where the marker says it. */
  id?: string
  /** True for a tool the provider runs itself. */
  server: boolean
  /** True when its `type` is known only by pattern (`tool-<name>`, `*_call`, an unknown type in `tool_calls`). */
  pattern: boolean
}

const stringOr = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** A call's name, id and side, from wherever its format keeps them. */
export function describeMarker(call: Record<string, unknown>, path: Path): Marker {
  const type = stringOr(call.type)
  const nested = firstObject(
    call.function,
    call.functionCall,
    call.toolInvocation,
    call.toolCall,
    call.params,
  )
  const id =
    stringOr(call.call_id) ??
    stringOr(call.callId) ??
    stringOr(call.toolCallId) ??
    stringOr(call.toolUseId) ??
    stringOr(call.id) ??
    (nested === undefined ? undefined : (stringOr(nested.toolCallId) ?? stringOr(nested.id)))
  const name =
    stringOr(call.name) ??
    stringOr(call.toolName) ??
    (nested === undefined ? undefined : (stringOr(nested.name) ?? stringOr(nested.toolName))) ??
    typeName(type)
  const server =
    call.providerExecuted === true ||
    nested?.providerExecuted === true ||
    (type !== undefined &&
      isServerType(type) &&
      !(type === 'tool_search_call' && call.execution === 'client'))
  const marker: Marker = { path, server, pattern: type !== undefined && type !== '' && isPatternType(type) }
  if (name !== undefined) marker.name = name
  if (id !== undefined) marker.id = id
  return marker
}

/** The name a call's type gives it: a `tool-<name>` UI part, a Responses built-in (`web_search_call`: `web_search`). */
function typeName(type: string | undefined): string | undefined {
  if (type === undefined) return undefined
  if (
    type.startsWith('tool-') &&
    type !== 'tool-call' &&
    type !== 'tool-invocation' &&
    !type.startsWith('tool-input')
  )
    return type.slice(5)
  if (
    type.endsWith('_call') &&
    type !== 'function_call' &&
    type !== 'custom_tool_call' &&
    type !== 'tool_call'
  )
    return type.slice(0, -5)
  return undefined
}

function firstObject(...values: unknown[]): Record<string, unknown> | undefined {
  for (const value of values)
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>
  return undefined
}

/**
 * An untyped call: as the canonical form, MCP's `params` and Action IR write it (a string `name` and `arguments`), or
 * an MCP `tools/call` request.
 */
export function isCanonicalCall(value: Record<string, unknown>): boolean {
  return (typeof value.name === 'string' && value.arguments !== undefined) || value.method === 'tools/call'
}
