import type { JsonObject, Path } from '../json/types.js'
import { field } from './field.js'
import { readFreeText } from './openai-tool-call.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, makeCall, readCall } from './read-call.js'
import { requireField } from './read-list.js'
import type { Call, NormalizedReadOptions } from './types.js'

const FUNCTION_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'json', optionalArgs: false }
const MCP_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'either', optionalArgs: true }
const HOSTED_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'either', optionalArgs: true }

/**
 * What an item is, as the reading of a response and of a conversation need it:
 * - `call`: a call the client must run (read as a call);
 * - `server`: a tool OpenAI runs (read only under `serverTools: 'include'`, marked `server`);
 * - `said`: something else the model produced (reasoning, context compaction, a listing of MCP tools);
 * - `output`: a tool's output (a result, never a call), answering its call by `call_id`;
 * - `answer`: something else the client sends back (an approval response, a reference to an earlier item);
 * - `message`: a message, whose `role` says whose it is.
 */
export type ItemKind = 'call' | 'server' | 'said' | 'output' | 'answer' | 'message'

/** How one built-in tool item becomes a call: its name, and where its arguments are. */
interface BuiltIn {
  name: string
  /** The item field holding the arguments (an object), or the item fields copied into them. */
  args: { field: string } | { fields: readonly string[] }
}

interface ItemSpec {
  kind: ItemKind
  /** For a built-in tool: the name OpenAI gives the tool (the item type without `_call`) and its payload. */
  builtIn?: BuiltIn
}

/**
 * Every item type of the Responses API (openai-node 6.x `ResponseOutputItem` and `ResponseInputItem`) and of the
 * OpenAI Agents SDK's protocol (`function_call_result`, `computer_call_result`, `hosted_tool_call`): the one list
 * the response reader, the item reader and the conversation reader share. A type not listed, and not ending in
 * `_output` (a tool's output, whatever the tool), is an unknown item.
 */
const ITEMS: Readonly<Record<string, ItemSpec>> = {
  message: { kind: 'message' },
  reasoning: { kind: 'said' },
  compaction: { kind: 'said' },
  mcp_list_tools: { kind: 'said' },
  function_call: { kind: 'call' },
  custom_tool_call: { kind: 'call' },
  mcp_approval_request: { kind: 'call' },
  // A client tool search is a call; the server's is OpenAI's (`execution`, read in `readToolSearch`).
  tool_search_call: { kind: 'call' },
  local_shell_call: { kind: 'call', builtIn: { name: 'local_shell', args: { field: 'action' } } },
  shell_call: { kind: 'call', builtIn: { name: 'shell', args: { field: 'action' } } },
  apply_patch_call: { kind: 'call', builtIn: { name: 'apply_patch', args: { field: 'operation' } } },
  computer_call: { kind: 'call', builtIn: { name: 'computer', args: { field: 'action' } } },
  mcp_call: { kind: 'server' },
  hosted_tool_call: { kind: 'server' },
  web_search_call: { kind: 'server', builtIn: { name: 'web_search', args: { field: 'action' } } },
  file_search_call: { kind: 'server', builtIn: { name: 'file_search', args: { fields: ['queries'] } } },
  code_interpreter_call: {
    kind: 'server',
    builtIn: { name: 'code_interpreter', args: { fields: ['code', 'container_id'] } },
  },
  image_generation_call: { kind: 'server', builtIn: { name: 'image_generation', args: { fields: [] } } },
  function_call_result: { kind: 'output' },
  computer_call_result: { kind: 'output' },
  mcp_approval_response: { kind: 'answer' },
  item_reference: { kind: 'answer' },
}

/** The roles of message items: the model's, and the others (whose messages answer it). */
export const MESSAGE_ROLES = { model: 'assistant', others: ['user', 'system', 'developer'] } as const

/**
 * The content parts of a message item: the Responses API's input and output parts (openai-node 6.x) and the Agents
 * SDK's (`audio`, `image`). A message holding any other block (an Anthropic `tool_use`) is no Responses message:
 * read as one, its calls would vanish as text.
 */
export const MESSAGE_PARTS: ReadonlySet<string> = new Set([
  'input_text',
  'input_image',
  'input_file',
  'input_audio',
  'output_text',
  'refusal',
  'audio',
  'image',
])

/** What an item of type `type` is (see `ItemKind`), or `undefined` for a type this reader does not know. */
export function itemKind(type: unknown): ItemKind | undefined {
  if (typeof type !== 'string') return undefined
  if (Object.hasOwn(ITEMS, type)) return ITEMS[type]!.kind
  return type.endsWith('_output') ? 'output' : undefined
}

/** Every item type this reader knows: the non-call items, calls, built-ins, server items and outputs. */
export function isResponsesItemType(type: unknown): boolean {
  return itemKind(type) !== undefined
}

/**
 * Item types that carry no call and are not a tool's output: messages, reasoning, context compaction, MCP tool
 * listings, approval responses and item references.
 */
export const RESPONSES_NON_CALLS: ReadonlySet<string> = new Set(
  Object.keys(ITEMS).filter((type) => ['said', 'answer', 'message'].includes(ITEMS[type]!.kind)),
)

/** The built-in tool items, by type, for tests and the README (`server`: OpenAI runs it). */
export const RESPONSES_BUILT_INS: Readonly<Record<string, BuiltIn & { server: boolean }>> =
  Object.fromEntries(
    Object.entries(ITEMS).flatMap(([type, spec]) =>
      spec.builtIn === undefined ? [] : [[type, { ...spec.builtIn, server: spec.kind === 'server' }]],
    ),
  )

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

/** True when a tool search (its call or its output) ran on OpenAI's side: unless `execution` says the client's. */
export function isServerToolSearch(item: object, path: Path): boolean {
  return field(item, 'execution', path) !== 'client'
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
