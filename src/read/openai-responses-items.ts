import type { JsonObject, Path } from '../json/types.js'
import { field } from './field.js'
import { readFreeText } from './openai-tool-call.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, makeCall, readCall } from './read-call.js'
import { requireField } from './read-list.js'
import type { Call, NormalizedReadOptions } from './types.js'

const FUNCTION_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'json', optionalArgs: false }
const MCP_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'either', optionalArgs: true }

/**
 * Output item types of the Responses API (`openai-node` 6.x `ResponseOutputItem` and input items) that carry no
 * call: messages, reasoning, context compaction, MCP tool listings and approvals, and every `*_output` item (a
 * tool's result, not a call).
 */
export const RESPONSES_NON_CALLS: ReadonlySet<string> = new Set([
  'message',
  'reasoning',
  'compaction',
  'mcp_list_tools',
  'mcp_approval_response',
  'item_reference',
])

/** How one built-in tool item becomes a call: its name, and where its arguments are. */
interface BuiltIn {
  name: string
  /** The item field holding the arguments (an object), or the item fields copied into them. */
  args: { field: string } | { fields: readonly string[] }
  /** True when OpenAI runs it (read only under `serverTools: 'include'`). */
  server: boolean
}

/**
 * Built-in tool items, named as OpenAI names the tool (the item type without `_call`), the item's payload as
 * arguments. The client must run the first group: they are calls. OpenAI runs the second.
 */
const BUILT_INS: Readonly<Record<string, BuiltIn>> = {
  local_shell_call: { name: 'local_shell', args: { field: 'action' }, server: false },
  shell_call: { name: 'shell', args: { field: 'action' }, server: false },
  apply_patch_call: { name: 'apply_patch', args: { field: 'operation' }, server: false },
  computer_call: { name: 'computer', args: { field: 'action' }, server: false },
  web_search_call: { name: 'web_search', args: { field: 'action' }, server: true },
  file_search_call: { name: 'file_search', args: { fields: ['queries'] }, server: true },
  code_interpreter_call: {
    name: 'code_interpreter',
    args: { fields: ['code', 'container_id'] },
    server: true,
  },
  image_generation_call: { name: 'image_generation', args: { fields: [] }, server: true },
}

/** Every item type this reader knows: the non-call items, calls, built-ins and server items. */
export function isResponsesItemType(type: unknown): boolean {
  return (
    typeof type === 'string' &&
    (RESPONSES_NON_CALLS.has(type) ||
      type.endsWith('_output') ||
      Object.hasOwn(BUILT_INS, type) ||
      CALL_TYPES.has(type))
  )
}

const CALL_TYPES = new Set([
  'function_call',
  'custom_tool_call',
  'mcp_approval_request',
  'mcp_call',
  'tool_search_call',
])

/**
 * Reads one output item of a known type: a function call, a custom tool's free text as `{ input }`, an MCP
 * approval request (a call awaiting approval), a client-run built-in; server-run tools (hosted MCP, web search,
 * code interpreter, a server-side tool search…) only under `serverTools: 'include'`, marked `server`. `undefined`
 * for items that carry no call.
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
    case 'tool_search_call':
      return readToolSearch(item, path, options, id)
  }
  const builtIn = BUILT_INS[type]
  if (builtIn === undefined) return undefined
  if (builtIn.server && options.serverTools === 'ignore') return undefined
  const call = makeCall(builtIn.name, builtInArguments(item, builtIn, path, options), id)
  return builtIn.server ? { ...call, server: true } : call
}

/** A tool search: the client's (`execution: 'client'`) is a call; the server's, only under `include`. */
function readToolSearch(
  item: object,
  path: Path,
  options: NormalizedReadOptions,
  id: unknown,
): Call | undefined {
  const server = field(item, 'execution', path) !== 'client'
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

/** The built-in items, by type, for tests and the README. */
export const RESPONSES_BUILT_INS: Readonly<Record<string, BuiltIn>> = BUILT_INS
