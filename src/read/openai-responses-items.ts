import type { Path } from '../json/types.js'
import { field } from './field.js'

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
export interface BuiltIn {
  name: string
  /** The item field holding the arguments (an object), or the item fields copied into them. */
  args: { field: string } | { fields: readonly string[] }
}

/** One item type: its kind and, for a built-in tool, how it becomes a call. */
export interface ItemSpec {
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
export const ITEMS: Readonly<Record<string, ItemSpec>> = {
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

/** True when a tool search (its call or its output) ran on OpenAI's side: unless `execution` says the client's. */
export function isServerToolSearch(item: object, path: Path): boolean {
  return field(item, 'execution', path) !== 'client'
}
