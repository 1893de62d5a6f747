import type { JsonObject, Path } from '../json/types.js'
import { field } from './field.js'
import { type BuiltIn, ITEMS, isServerToolSearch } from './openai-responses-items.js'
import { readFreeText } from './openai-tool-call.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, makeCall, readCall } from './read-call.js'
import { requireField } from './read-list.js'
import type { Call, NormalizedReadOptions } from './types.js'

const FUNCTION_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'json', optionalArgs: false }
const MCP_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'either', optionalArgs: true }
const HOSTED_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'either', optionalArgs: true }

/**
 * Reads one output item of a known type: a function call, a custom tool's free text as `{ input }`, an MCP
 * approval request (a call awaiting approval), a client-run built-in; server-run tools (hosted MCP, web search,
 * code interpreter, a server-side tool search, the Agents SDK's hosted tool calls…) only under
 * `serverTools: 'include'`, marked `server`. `undefined` for items that carry no call.
 */
export function readKnownItem(
  item: object,
  type: string,
  path: Path,
  options: NormalizedReadOptions,
): Call | undefined {
  const id = field(item, 'call_id', path) ?? field(item, 'id', path)
  switch (type) {
    case 'function_call':
      return readCall(item, path, FUNCTION_CALL, options, id)
    case 'custom_tool_call':
      return readFreeText(item, path, options, id)
    case 'mcp_approval_request':
      return {
        ...withLabel(readCall(item, path, MCP_CALL, options, id), item, path),
        status: 'approval_requested',
      }
    case 'mcp_call':
      if (options.serverTools === 'ignore') return undefined
      return { ...withLabel(readCall(item, path, MCP_CALL, options, id), item, path), server: true }
    case 'hosted_tool_call':
      if (options.serverTools === 'ignore') return undefined
      return { ...readCall(item, path, HOSTED_CALL, options, id), server: true }
    case 'tool_search_call':
      return readToolSearch(item, path, options, id)
  }
  const spec = ITEMS[type]
  if (spec?.builtIn === undefined) return undefined
  const server = spec.kind === 'server'
  if (server && options.serverTools === 'ignore') return undefined
  const call = makeCall(spec.builtIn.name, builtInArguments(item, spec.builtIn, path, options), id)
  return server ? { ...call, server: true } : call
}

/** A tool search: the client's (`execution: 'client'`) is a call; the server's, only under `include`. */
function readToolSearch(
  item: object,
  path: Path,
  options: NormalizedReadOptions,
  id: unknown,
): Call | undefined {
  const server = isServerToolSearch(item, path)
  if (server && options.serverTools === 'ignore') return undefined
  const raw = field(item, 'arguments', path)
  const args =
    raw === undefined ? ({} as JsonObject) : readArguments(raw, [...path, 'arguments'], 'either', options)
  const call = makeCall('tool_search', args, id)
  return server ? { ...call, server: true } : call
}

function builtInArguments(
  item: object,
  builtIn: BuiltIn,
  path: Path,
  options: NormalizedReadOptions,
): JsonObject {
  if ('field' in builtIn.args) {
    const payload = requireField(item, builtIn.args.field, path)
    return readArguments(payload, [...path, builtIn.args.field], 'object', options)
  }
  const copied: Record<string, unknown> = {}
  for (const key of builtIn.args.fields) {
    const value = field(item, key, path)
    if (value !== undefined) copied[key] = value
  }
  return readArguments(copied, path, 'object', options)
}

/** The MCP server's label beside the call (`server_label`). */
function withLabel(call: Call, item: object, path: Path): Call {
  const label = field(item, 'server_label', path)
  return typeof label === 'string' ? { ...call, serverLabel: label } : call
}
