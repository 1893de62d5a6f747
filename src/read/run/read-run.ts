import type { Path } from '../../json/types.js'
import { isEvalsRecord } from '../eval-records.js'
import { arrayItems, field, isRecord } from '../field.js'
import { normalizeReadOptions } from '../normalize-read-options.js'
import { readNormalized } from '../read-calls.js'
import { readFailureOf, withFormat } from '../read-error.js'
import type { NormalizedReadOptions, ReadFailure, ReadOptions, Turn } from '../types.js'
import { readSteps } from './ai-sdk.js'
import { isConversationMessage, mixedConversationFailure } from './conversation.js'
import { readEvalsRecord } from './evals-record.js'
import { readRunList as readList } from './read-run-list.js'
import { RunBuilder } from './run-builder.js'
import type { Run, RunReadResult } from './types.js'

/**
 * Reads a whole agent run: a conversation (OpenAI chat messages or `{ messages }`, Anthropic messages, Responses
 * items and OpenAI Agents SDK run items, Gemini contents, LangChain messages, AI SDK results, model messages and
 * UIMessages, Mastra messages, vitest-evals records, Bedrock Converse messages) into ordered steps — model turns
 * that made calls — each call paired with its result, and the final answer. Anything `readCalls` reads is a run of
 * one step; `[]` is a run with no steps. Never throws on `received`; only malformed `options` throw.
 */
export function readRun(received: unknown, options?: ReadOptions): RunReadResult {
  return readRunNormalized(received, normalizeReadOptions(options))
}

/** `readRun` with options already completed. */
export function readRunNormalized(received: unknown, options: NormalizedReadOptions): RunReadResult {
  let mixed: ReadFailure | undefined
  try {
    const run = readConversation(received, [], options)
    if (run !== undefined && !('kind' in run)) return { ok: true, run }
    mixed = run
  } catch (error) {
    return { ok: false, failure: readFailureOf(error) }
  }
  const read = readNormalized(received, options)
  // Messages of no one format: `readCalls` reads them one by one, but their results would be lost without a word.
  // Its failure stands when it says what is wrong inside the message where the conversation stops.
  if (mixed !== undefined)
    return read.ok || !within(read.failure.path, mixed.path ?? []) ? { ok: false, failure: mixed } : read
  if (!read.ok) return read
  return { ok: true, run: runOfTurn(read.turn, received) }
}

/** True when `path` is `place` or lies inside it. */
function within(path: Path | undefined, place: Path): boolean {
  return path !== undefined && place.every((key, index) => path[index] === key)
}

/** A single response as a run: its calls are one step (none: no step); a bare text that makes no call is the answer. */
export function runOfTurn(turn: Turn, received: unknown): Run {
  const run: Run = { steps: turn.calls.length === 0 ? [] : [{ calls: turn.calls }], format: turn.format }
  if (turn.calls.length === 0 && turn.format === 'text' && typeof received === 'string') run.answer = received
  return run
}

/**
 * The run in `received` when it is a conversation or a run result; for messages that no one conversation format reads
 * whole, why; else `undefined` (then `readCalls` reads it).
 */
function readConversation(
  received: unknown,
  path: Path,
  options: NormalizedReadOptions,
): Run | ReadFailure | undefined {
  if (typeof received !== 'object' || received === null) return undefined
  const items = arrayItems(received, path)
  if (items !== undefined) {
    if (items.length === 0) return { steps: [], format: 'canonical' }
    const run = readList(items, path, options)
    if (run === undefined && items.every((item, index) => isConversationMessage(item, [...path, index])))
      return mixedConversationFailure(items, path)
    return run
  }
  const builder = new RunBuilder(options)
  const messages = field(received, 'messages', path)
  if (Array.isArray(messages)) return readConversation(messages, [...path, 'messages'], options)
  if (Array.isArray(field(received, 'steps', path))) {
    withFormat('vercel-ai', () => readSteps(received, path, options, builder))
    return builder.finish('vercel-ai')
  }
  for (const key of ['newItems', 'history']) {
    const list = arrayItems(field(received, key, path), [...path, key])
    if (list !== undefined) {
      if (list.length === 0) return { steps: [], format: 'openai-agents' }
      return readList(list, [...path, key], options) ?? mixedConversationFailure(list, [...path, key])
    }
  }
  const response = field(received, 'response', path)
  if (isRecord(response) && Array.isArray(field(response, 'messages', [...path, 'response'])))
    return readConversation(
      field(response, 'messages', [...path, 'response']),
      [...path, 'response', 'messages'],
      options,
    )
  if (isEvalsRecord(received, path)) {
    readEvalsRecord(received, path, options, builder)
    return builder.finish('vitest-evals')
  }
  return undefined
}
