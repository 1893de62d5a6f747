// The content blocks of a Bedrock ConverseStream as its events build them: a block started (a tool use, a tool
// result, an image) or begun by its first delta (text, reasoning), the deltas applied in order, the stop.
import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import { placeOfStart, startedBlock } from './block-places.js'
import { appendText, copyRecord, failUnknownEvent } from './stream-failure.js'

/** One content block being built: its value so far, its tool-use input text, where it started, whether it stopped. */
export interface BlockState {
  block: Record<string, unknown>
  /** The `toolUse.input` fragments joined (a tool use's input streams as JSON text). */
  json: string
  path: Path
  stopped: boolean
}

/** The `streamed` lists this reader made (and may append to): a list that came in the stream is copied first. */
const OWN_LISTS = new WeakSet<unknown[]>()

function indexOf(body: object, path: Path): unknown {
  return field(body, 'contentBlockIndex', path)
}

export function blockAt(blocks: Map<number, BlockState>, body: object, path: Path): BlockState {
  return startedBlock(blocks, indexOf(body, path), [...path, 'contentBlockIndex'])
}

/** `contentBlockStart.start`: a tool use (its id and name; its input streams after), a tool result or an image. */
export function startBlock(blocks: Map<number, BlockState>, body: object, at: Path): void {
  const startPath = [...at, 'start']
  const start = copyRecord(field(body, 'start', at), startPath)
  const [kind] = Object.keys(start)
  if (kind !== 'toolUse' && kind !== 'toolResult' && kind !== 'image') failUnknownEvent(startPath, kind)
  const block = { [kind]: copyRecord(start[kind], [...startPath, kind]) }
  const place = placeOfStart(blocks, indexOf(body, at), [...at, 'contentBlockIndex'])
  blocks.set(place, { block, json: '', path: at, stopped: false })
}

/** The block a delta goes to: the started one, or (text and reasoning start with their first delta) a new one. */
function deltaBlock(blocks: Map<number, BlockState>, body: object, kind: string, at: Path): BlockState {
  const index = indexOf(body, at)
  if (typeof index === 'number' && !blocks.has(index) && kind !== 'toolUse') {
    const state: BlockState = { block: {}, json: '', path: at, stopped: false }
    blocks.set(index, state)
    return state
  }
  return blockAt(blocks, body, at)
}

/** Applies one `contentBlockDelta.delta` (a union too: `text`, `toolUse`, `reasoningContent`, `citation`…). */
export function applyDelta(blocks: Map<number, BlockState>, body: object, at: Path): void {
  const deltaPath = [...at, 'delta']
  const delta = copyRecord(field(body, 'delta', at), deltaPath)
  const [kind] = Object.keys(delta)
  const value = kind === undefined ? undefined : delta[kind]
  if (kind === 'text') appendText(deltaBlock(blocks, body, kind, at).block, 'text', value)
  else if (kind === 'toolUse') {
    const state = deltaBlock(blocks, body, kind, at)
    const input = isRecord(value) ? field(value, 'input', [...deltaPath, kind]) : undefined
    if (typeof input === 'string') state.json += input
  } else if (kind === 'reasoningContent') {
    const { block } = deltaBlock(blocks, body, kind, at)
    const reasoning = copyRecord(value, [...deltaPath, kind])
    const current = isRecord(block.reasoningContent)
      ? (block.reasoningContent as Record<string, unknown>)
      : {}
    const text = isRecord(current.reasoningText) ? { ...(current.reasoningText as object) } : {}
    appendText(text, 'text', reasoning.text)
    if (reasoning.signature !== undefined) Object.assign(text, { signature: reasoning.signature })
    block.reasoningContent =
      reasoning.redactedContent === undefined
        ? { reasoningText: text }
        : { redactedContent: reasoning.redactedContent }
  } else if (kind === 'citation' || kind === 'toolResult' || kind === 'image') {
    // These blocks carry no call: their deltas are kept as streamed, under the block's own key.
    const { block } = deltaBlock(blocks, body, kind, at)
    const key = kind === 'citation' ? 'citationsContent' : kind
    const member = isRecord(block[key]) ? (block[key] as Record<string, unknown>) : {}
    // The list is this reader's own (a copy made on the first delta, never the received one): appended to after.
    let streamed = member.streamed
    if (!Array.isArray(streamed) || !OWN_LISTS.has(streamed)) {
      streamed = Array.isArray(streamed) ? [...streamed] : []
      OWN_LISTS.add(streamed as unknown[])
      block[key] = { ...member, streamed }
    }
    ;(streamed as unknown[]).push(value)
  } else failUnknownEvent(deltaPath, kind ?? 'empty delta')
}
