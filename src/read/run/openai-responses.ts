import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import { openaiResponses } from '../openai-responses.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, stringField, textOfContent, typeOf } from './message-parts.js'
import { canonicalResult, textOfBlock } from './normalize-result.js'
import type { ConversationReader, PlacedCall, RunBuilderLike } from './types.js'

/** Items a model produces (one model turn is a run of them); only `function_call` is a call here. */
const MODEL_ITEMS = new Set([
  'function_call',
  'reasoning',
  'custom_tool_call',
  'web_search_call',
  'file_search_call',
  'computer_call',
  'code_interpreter_call',
  'image_generation_call',
  'local_shell_call',
  'shell_call',
  'apply_patch_call',
  'mcp_call',
  'mcp_list_tools',
  'mcp_approval_request',
  'compaction',
  'hosted_tool_call',
])
/** Items answering the model: results of calls, approvals, references. */
const INPUT_ITEMS = new Set([
  'function_call_output',
  'function_call_result',
  'computer_call_output',
  'computer_call_result',
  'local_shell_call_output',
  'shell_call_output',
  'apply_patch_call_output',
  'custom_tool_call_output',
  'mcp_approval_response',
  'item_reference',
])
/** OpenAI Agents SDK run items: each wraps the protocol item it stands for in `rawItem` (`raw_item` in Python). */
const RUN_ITEMS = new Set([
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
const ROLES = new Set(['user', 'system', 'developer', 'assistant'])
/**
 * The content parts of a message item: the Responses API's input and output parts (openai-node 6.x) and the Agents
 * SDK's (`audio`, `image`). A message holding any other block (an Anthropic `tool_use`) is no Responses message:
 * read as one, its calls would vanish as text.
 */
const MESSAGE_PARTS = new Set([
  'input_text',
  'input_image',
  'input_file',
  'input_audio',
  'output_text',
  'refusal',
  'audio',
  'image',
])

/** The protocol item an Agents SDK run item wraps, or the item itself. */
function unwrap(item: object, path: Path): { item: object; path: Path; approval: boolean } {
  const type = typeOf(item, path) ?? ''
  if (!RUN_ITEMS.has(type)) return { item, path, approval: false }
  const key = field(item, 'rawItem', path) !== undefined ? 'rawItem' : 'raw_item'
  const raw = field(item, key, path)
  return isRecord(raw)
    ? { item: raw, path: [...path, key], approval: type === 'tool_approval_item' }
    : { item, path, approval: false }
}

function isModelItem(item: object, path: Path): boolean {
  const type = typeOf(item, path)
  if (type !== undefined && MODEL_ITEMS.has(type)) return true
  return (type === undefined || type === 'message') && roleOf(item, path) === 'assistant'
}

/**
 * Reads items in order into model turns. A turn ends only where the items say the model was answered: an input item
 * (a call's output, a user, system or developer message, an approval response, an item reference). Model items with
 * no input item between them are one response, whatever their kind or order (one response's `output` lists
 * reasoning, text, hosted tool calls and calls in any order, `[function_call, message]` included): the API takes no
 * new response before the client answers the last one. So calls whose outputs a client wrote one after each
 * (`call A, output A, call B, output B`) are two steps, and two responses with nothing between them (a result left
 * out) read as one.
 */
function readItems(
  items: readonly object[],
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  let calls: PlacedCall[] = []
  let texts: string[] = []
  let open = false
  const close = () => {
    // No text joins to '', which a run reads as no answer.
    if (open) run.turn(calls, texts.join(''))
    calls = []
    texts = []
    open = false
  }
  items.forEach((wrapped, index) => {
    const { item, path: at, approval } = unwrap(wrapped, [...path, index])
    if (!isModelItem(item, at)) {
      close()
      readInput(item, at, options, run)
      return
    }
    open = true
    const call = readCall(item, at, options)
    if (call === undefined) {
      const text = textOfContent(field(item, 'content', at), [...at, 'content'])
      if (typeOf(item, at) !== 'reasoning') texts.push(text ?? '')
    } else if (approval) {
      const known = calls.find((placed) => placed.call.id !== undefined && placed.call.id === call.id)
      if (known !== undefined) known.status = 'approval_requested'
      else calls.push({ call, path: at, status: 'approval_requested' })
    } else calls.push({ call, path: at })
  })
  close()
}

function readCall(item: object, path: Path, options: NormalizedReadOptions) {
  // An untyped item is an easy input message (`{ role: 'assistant', content }`): text, no call.
  if (typeOf(item, path) === undefined) return undefined
  const call = openaiResponses.item.read(item, path, options)
  // The Agents SDK spells the call id `callId` (its `id` is the item's own): results pair by it.
  const id = stringField(item, 'call_id', path) === undefined ? stringField(item, 'callId', path) : undefined
  return call === undefined || id === undefined ? call : { ...call, id }
}

function readInput(item: object, path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const type = typeOf(item, path)
  if (type !== 'function_call_output' && type !== 'function_call_result') return
  const id = stringField(item, 'call_id', path) ?? stringField(item, 'callId', path)
  const name = stringField(item, 'name', path)
  const output = field(item, 'output', path)
  const at = [...path, 'output']
  // The Agents SDK gives a text output as `{ type: 'text', text }`; another object stands as a list of one block.
  const text = isRecord(output) ? textOfBlock(output, at) : undefined
  const block = isRecord(output) && text === undefined
  run.result({
    id,
    name,
    value: block ? [canonicalResult(output, at, options)] : (text ?? output),
    ...(block ? { raw: true } : {}),
    status: 'ok',
    path: at,
  })
}

function accepts(wrapped: object, at: Path): boolean {
  const { item, path } = unwrap(wrapped, at)
  const raw = field(item, 'type', path)
  if (typeof raw === 'string' && (MODEL_ITEMS.has(raw) || INPUT_ITEMS.has(raw))) return true
  // Otherwise a message (`type: 'message'`, or untyped: an easy input message) with a role and a text or a list.
  if (raw !== undefined && raw !== 'message') return false
  const content = field(item, 'content', path)
  if (!ROLES.has(roleOf(item, path) ?? '')) return false
  return (
    typeof content === 'string' ||
    everyBlock(content, [...path, 'content'], (part, at) => MESSAGE_PARTS.has(typeOf(part, at) ?? ''))
  )
}

/**
 * OpenAI Responses input and output item lists (`function_call` answered by `function_call_output` with the same
 * `call_id`), the OpenAI Agents SDK's protocol items (`callId`, `function_call_result`), and its run items
 * (`newItems`: `tool_call_item`, `tool_call_output_item`, `tool_approval_item` — a call awaiting approval…).
 */
export const openaiResponsesRun: ConversationReader = {
  name: 'openai-responses.items',
  format: 'openai-responses',
  accepts,
  marks: (wrapped, path) => {
    const type = typeOf(wrapped, path)
    return type !== undefined && (MODEL_ITEMS.has(type) || INPUT_ITEMS.has(type) || RUN_ITEMS.has(type))
  },
  read: readItems,
}

/** True for an item only the OpenAI Agents SDK writes: a run item, or a protocol item with `callId`. */
export function isAgentsItem(item: object, path: Path): boolean {
  const type = typeOf(item, path) ?? ''
  return (
    RUN_ITEMS.has(type) || type === 'function_call_result' || stringField(item, 'callId', path) !== undefined
  )
}
