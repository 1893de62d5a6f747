import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { readItem, readResponsesOutput } from '../openai-responses.js'
import { isServerToolSearch, itemKind, MESSAGE_PARTS, MESSAGE_ROLES } from '../openai-responses-items.js'
import type { NormalizedReadOptions } from '../types.js'
import { RUN_ITEMS, unwrap } from './agents-run-items.js'
import { everyBlock, roleOf, stringField, textOfContent, typeOf } from './message-parts.js'
import { approvedRequest, mcpOutcome, readInput } from './openai-responses-results.js'
import { RunBuilder } from './run-builder.js'
import type { ConversationReader, PlacedCall, Run, RunBuilderLike } from './types.js'

/**
 * True for an item the model produced (one model turn is a run of them): a call, a tool OpenAI ran, reasoning and
 * the like, an assistant message (typed, or an easy input message), and the output of a tool search OpenAI ran.
 */
function isModelItem(item: object, path: Path): boolean {
  const type = typeOf(item, path)
  const kind = itemKind(type)
  if (kind === 'call' || kind === 'server' || kind === 'said') return true
  if (type === 'tool_search_output') return isServerToolSearch(item, path)
  return (type === undefined || kind === 'message') && roleOf(item, path) === MESSAGE_ROLES.model
}

/** The words of a message item: its text parts; its refusal parts apart (the answer when nothing else is said). */
function wordsOf(item: object, path: Path): { text: string; refusal: string } {
  const contentPath = [...path, 'content']
  const content = field(item, 'content', path)
  const parts = arrayItems(content, contentPath) ?? []
  const refusal = parts
    .map((part, index) =>
      isRecord(part) && typeOf(part, [...contentPath, index]) === 'refusal'
        ? (stringField(part, 'refusal', [...contentPath, index]) ?? '')
        : '',
    )
    .join('')
  return { text: textOfContent(content, contentPath) ?? '', refusal }
}

/** One model turn being gathered: its calls and its words. */
class OpenTurn {
  calls: PlacedCall[] = []
  texts: string[] = []
  refusals: string[] = []
  open = false

  /** Gives the turn to the run (its text, else its refusal, as what it said), and starts afresh. */
  close(run: RunBuilderLike): void {
    const text = this.texts.join('')
    // No text joins to '', which a run reads as no answer.
    if (this.open) run.turn(this.calls, text.trim() === '' ? this.refusals.join('') : text)
    this.calls = []
    this.texts = []
    this.refusals = []
    this.open = false
  }
}

/**
 * Reads items in order into model turns. A turn ends only where the items say the model was answered: an input item
 * (a call's output, a user, system or developer message, an approval response, an item reference). Model items with
 * no input item between them are one response, whatever their kind or order (one response's `output` lists
 * reasoning, text, hosted tool calls and calls in any order, `[function_call, message]` included): the API takes no
 * new response before the client answers the last one. So calls whose outputs a client wrote one after each
 * (`call A, output A, call B, output B`) are two steps, and two responses with nothing between them (a result left
 * out) read as one. Each item is read by the item reader that reads a response's output.
 */
function readItems(
  items: readonly object[],
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const turn = new OpenTurn()
  // MCP approval requests read so far: the `mcp_call` OpenAI runs once one is approved is that call's result.
  const requested = new Set<string>()
  items.forEach((wrapped, index) => {
    const { item, path: at, approval } = unwrap(wrapped, [...path, index])
    if (!isModelItem(item, at)) {
      turn.close(run)
      readInput(item, at, options, run)
      return
    }
    turn.open = true
    const approvedCall = approvedRequest(item, at, requested)
    if (approvedCall !== undefined) {
      run.result(mcpOutcome(item, at, approvedCall))
      return
    }
    const call = readCall(item, at, options)
    if (call === undefined) {
      if (typeOf(item, at) === 'reasoning') return
      const words = wordsOf(item, at)
      turn.texts.push(words.text)
      turn.refusals.push(words.refusal)
      return
    }
    if (typeOf(item, at) === 'mcp_approval_request' && call.id !== undefined) requested.add(call.id)
    if (approval) {
      const known = turn.calls.find((placed) => placed.call.id !== undefined && placed.call.id === call.id)
      if (known !== undefined) known.status = 'approval_requested'
      else turn.calls.push({ call, path: at, status: 'approval_requested' })
    } else turn.calls.push({ call, path: at })
  })
  turn.close(run)
}

function readCall(item: object, path: Path, options: NormalizedReadOptions) {
  // An untyped item is an easy input message (`{ role: 'assistant', content }`): text, no call.
  if (typeOf(item, path) === undefined) return undefined
  const call = readItem(item, path, options)
  // The Agents SDK spells the call id `callId` (its `id` is the item's own): results pair by it.
  const id = stringField(item, 'call_id', path) === undefined ? stringField(item, 'callId', path) : undefined
  return call === undefined || id === undefined ? call : { ...call, id }
}

function isMessageRole(role: string | undefined): boolean {
  return (
    role === MESSAGE_ROLES.model || (MESSAGE_ROLES.others as readonly (string | undefined)[]).includes(role)
  )
}

function accepts(wrapped: object, at: Path): boolean {
  const { item, path } = unwrap(wrapped, at)
  const raw = field(item, 'type', path)
  const kind = itemKind(raw)
  if (kind !== undefined && kind !== 'message') return true
  // Otherwise a message (`type: 'message'`, or untyped: an easy input message) with a role and a text or a list.
  if (raw !== undefined && kind !== 'message') return false
  const content = field(item, 'content', path)
  if (!isMessageRole(roleOf(item, path))) return false
  return (
    typeof content === 'string' ||
    everyBlock(content, [...path, 'content'], (part, at) => MESSAGE_PARTS.has(typeOf(part, at) ?? ''))
  )
}

/**
 * OpenAI Responses input and output item lists (`function_call` answered by `function_call_output` with the same
 * `call_id`, every client tool's `*_output` likewise), the OpenAI Agents SDK's protocol items (`callId`,
 * `function_call_result`), and its run items (`newItems`: `tool_call_item`, `tool_call_output_item`,
 * `tool_approval_item` — a call awaiting approval…).
 */
export const openaiResponsesRun: ConversationReader = {
  name: 'openai-responses.items',
  format: 'openai-responses',
  accepts,
  marks: (wrapped, path) => {
    const type = typeOf(wrapped, path)
    const kind = itemKind(type)
    return (kind !== undefined && kind !== 'message') || RUN_ITEMS.has(type ?? '')
  },
  read: readItems,
}

/**
 * A Responses API response as a run of one model turn: its calls, held to its `status` as `readCalls` holds them,
 * and its text (the answer, when it made no call of the client's).
 */
export function readResponseRun(response: object, path: Path, options: NormalizedReadOptions): Run {
  const run = new RunBuilder(options)
  const placed = readResponsesOutput(response, path, options)
  const outputPath = [...path, 'output']
  const output = arrayItems(field(response, 'output', path), outputPath) ?? []
  const turn = new OpenTurn()
  turn.open = true
  turn.calls = placed
  output.forEach((item, index) => {
    const at = [...outputPath, index]
    if (!isRecord(item) || itemKind(typeOf(item, at)) !== 'message') return
    const words = wordsOf(item, at)
    turn.texts.push(words.text)
    turn.refusals.push(words.refusal)
  })
  turn.close(run)
  return run.finish('openai-responses')
}
