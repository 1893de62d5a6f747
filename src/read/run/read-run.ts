import type { Path } from '../../json/types.js'
import { checkOptionKeys } from '../../option-keys.js'
import { isEvalsRecord } from '../eval-records.js'
import { arrayItems, field, isRecord } from '../field.js'
import { foreignAuthor } from '../foreign-message.js'
import { normalizeReadOptions } from '../normalize-read-options.js'
import { openaiResponses } from '../openai-responses.js'
import { readNormalized } from '../read-calls.js'
import { ReadError, readFailureOf, withFormat } from '../read-error.js'
import { READ_OPTION_KEYS } from '../read-option-keys.js'
import { detectStream } from '../stream/detect-stream.js'
import type { NormalizedReadOptions, ReadFailure, ReadOptions, Turn } from '../types.js'
import { witnessReading } from '../witness/witness.js'
import { isConversationMessage, mixedConversationFailure } from './conversation.js'
import { readEvalsRecord } from './evals-record.js'
import { readResponseRun } from './openai-responses.js'
import { readRunList as readList } from './read-run-list.js'
import { RunBuilder } from './run-builder.js'
import { turnFormat } from './turn-format.js'
import type { Run, RunReadResult } from './types.js'
import { readSteps } from './vercel-ai.js'
import { readStepListRun, readStreamRun, readUiMessageAlone } from './vercel-ai-run.js'

/**
 * Reads a whole agent run: a conversation (OpenAI chat messages or `{ messages }`, Anthropic messages, Responses
 * items and OpenAI Agents SDK run items, Gemini contents, LangChain messages, AI SDK results, model messages and
 * UIMessages, Mastra messages, vitest-evals records, Bedrock Converse messages) into ordered steps — model turns
 * that made calls — each call paired with its result, and the final answer. Anything `readCalls` reads is a run of
 * one step; `[]` is a run with no steps. Never throws on `received`; only malformed `options` throw.
 */
export function readRun(received: unknown, options?: ReadOptions): RunReadResult {
  if (typeof options === 'object' && options !== null) checkOptionKeys(options, READ_OPTION_KEYS)
  return readRunNormalized(received, normalizeReadOptions(options))
}

/** `readRun` with options already completed. */
export function readRunNormalized(received: unknown, options: NormalizedReadOptions): RunReadResult {
  let mixed: ReadFailure | undefined
  try {
    const run = readValueRun(received, [], options)
    if (run !== undefined && !('kind' in run)) return witnessedRun(received, run, options)
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

/**
 * The run, unless the witness finds a call marker or a stop signal of `received` that it does not account for. A
 * stream is witnessed as the response it assembles into (its events are snapshots: only the last state counts).
 */
function witnessedRun(received: unknown, run: Run, options: NormalizedReadOptions): RunReadResult {
  const calls = run.steps.length === 1 ? run.steps[0]!.calls : run.steps.flatMap((step) => step.calls)
  const value = assembledStream(received, options)
  const lost = witnessReading(value ?? received, calls, turnFormat(run.format), [], options)
  return lost === undefined ? { ok: true, run } : { ok: false, failure: lost }
}

/** The response a stream of events assembles into, or `undefined` when `received` is no finished stream. */
function assembledStream(received: unknown, options: NormalizedReadOptions): object | undefined {
  if (!Array.isArray(received)) return undefined
  try {
    const items = arrayItems(received, []) ?? []
    const stream = detectStream(items, [])
    if (stream === undefined) return undefined
    const assembled = stream.assemble(items, [], options)
    return assembled.ended ? assembled.response : undefined
  } catch {
    return undefined
  }
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
function readValueRun(
  received: unknown,
  path: Path,
  options: NormalizedReadOptions,
): Run | ReadFailure | undefined {
  if (typeof received !== 'object' || received === null) return undefined
  const items = arrayItems(received, path)
  if (items !== undefined) {
    if (items.length === 0) return { steps: [], format: 'canonical' }
    const aiSdk = readStreamRun(items, path, options, readValueRun) ?? readStepListRun(items, path, options)
    if (aiSdk !== undefined) return aiSdk
    const run = readList(items, path, options)
    if (run === undefined && items.every((item, index) => isConversationMessage(item, [...path, index])))
      return mixedConversationFailure(items, path)
    return run
  }
  const builder = new RunBuilder(options)
  const messages = field(received, 'messages', path)
  if (Array.isArray(messages)) return readValueRun(messages, [...path, 'messages'], options)
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
    return readValueRun(
      field(response, 'messages', [...path, 'response']),
      [...path, 'response', 'messages'],
      options,
    )
  const message = readUiMessageAlone(received, path, options)
  if (message !== undefined) return message
  // One model message of a conversation format, given alone: the run `[message]` is, its text the answer. A message
  // that does not read so is left to `readCalls`, whose failure places the problem in the message itself.
  if (isConversationMessage(received, path) && foreignAuthor(received, path) === undefined) {
    const alone = messageAlone(received, path, options)
    if (alone !== undefined) return alone
  }
  // A Responses API response: one model turn, whose text is the answer when it called nothing of the client's.
  if (openaiResponses.response.matches(received, path))
    return withFormat('openai-responses', () => readResponseRun(received, path, options))
  if (isEvalsRecord(received, path)) {
    readEvalsRecord(received, path, options, builder)
    return builder.finish('vitest-evals')
  }
  return undefined
}

/** The run of `[message]`, or `undefined` when it does not read as a conversation of one message. */
function messageAlone(message: object, path: Path, options: NormalizedReadOptions): Run | undefined {
  try {
    return readList([message], path, options)
  } catch (error) {
    if (error instanceof ReadError) return undefined
    throw error
  }
}
