/**
 * One AI SDK step read as a model turn, held to its own stop: AI SDK 5 and later's `content`, AI SDK 4's `toolCalls`
 * and `toolResults`, and a list of steps read in order. `vercel-ai.ts` reads whole results and lists of steps by it.
 */
import { appendAll } from '../append-all.js'
import type { Path } from '../json/types.js'
import { withoutStack } from '../without-stack.js'
import { aiSdkFinish } from './ai-sdk-finish.js'
import { arrayItems, field, ownKeys } from './field.js'
import { ReadError } from './read-error.js'
import { requireRecord } from './read-list.js'
import { readAiResult } from './run/vercel-ai-result.js'
import { checkStop, type StopReason } from './stop-signal.js'
import { AI_SDK_STEP_STOP } from './stop-tables.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'
import { readAiToolCall } from './vercel-ai-parts.js'
import { type AiTurn, callsOfTurn, readAiTurn } from './vercel-ai-turn.js'

/**
 * Reads one step (or a result without steps) as a model turn: the parts of its `content` (AI SDK 5 and later; a
 * live step's `toolCalls` getter is derived from them), else AI SDK 4's `toolCalls` and `toolResults`. Its text is
 * its `text` when a string, else its text parts joined.
 */
function readStepParts(step: object, path: Path, options: NormalizedReadOptions): AiTurn {
  const given = field(step, 'text', path)
  const content = field(step, 'content', path)
  const turn = Array.isArray(content)
    ? readAiTurn(content, [...path, 'content'], options, false)
    : readV4Step(step, path, options)
  return typeof given === 'string' ? { ...turn, text: given } : turn
}

/** AI SDK 4's step: `toolCalls` (every element a call) and `toolResults` (every element a result). */
function readV4Step(step: object, path: Path, options: NormalizedReadOptions): AiTurn {
  const turn: AiTurn = { calls: [], text: undefined, results: [], approvals: new Map(), decisions: [] }
  const callsAt = [...path, 'toolCalls']
  ;(arrayItems(field(step, 'toolCalls', path), callsAt) ?? []).forEach((item, index) => {
    const at = [...callsAt, index]
    const call = readAiToolCall(requireRecord(item, at), at, options)
    if (call !== undefined) turn.calls.push({ call, path: at })
  })
  const resultsAt = [...path, 'toolResults']
  ;(arrayItems(field(step, 'toolResults', path), resultsAt) ?? []).forEach((item, index) => {
    const at = [...resultsAt, index]
    const record = requireRecord(item, at)
    if (options.serverTools === 'ignore' && field(record, 'providerExecuted', at) === true) return
    turn.results.push(readAiResult(record, at, 'tool-result', false))
  })
  return turn
}

/**
 * Reads one step as a model turn held to its own `finishReason` by the one stop policy: `length` is `truncated`,
 * `content-filter` `filtered`, `error` `model_error`, `tool-calls` without a call `stopped_without_call`.
 */
export function readAiStep(
  step: object,
  path: Path,
  options: NormalizedReadOptions,
  stop: StopReason = aiSdkFinish(step, path),
): AiTurn {
  let turn: AiTurn | undefined
  checkStop(
    () => {
      turn = readStepParts(step, path, options)
      return { format: 'vercel-ai', calls: callsOfTurn(turn) }
    },
    stop,
    AI_SDK_STEP_STOP,
  )
  return turn!
}

/** What every step of AI SDK 4 and later holds (besides usage and metadata): at least one of these. */
const STEP_FIELDS = ['content', 'text', 'toolCalls', 'toolResults']

/**
 * True for a step; anything else in `steps` is an `unknown_item` at its place (skipped under `unknownItems:
 * 'ignore'`): an object with a `type` (steps have none) or with none of a step's fields is not read as a turn.
 */
export function isStep(step: object, path: Path, options: NormalizedReadOptions): boolean {
  const type = field(step, 'type', path)
  if (type === undefined && STEP_FIELDS.some((key) => field(step, key, path) !== undefined)) return true
  const keys = ownKeys(step, path)
  unknownItem(path, type ?? (keys.length === 0 ? 'empty step' : keys.join(', ')), options)
  return false
}

/**
 * Reads a list of steps in order, each a model turn given to `visit`. A step's stop that fails the read (cut,
 * filtered, failed) carries the calls of the steps before it too. `last` is the stop of the last step when it keeps
 * none of its own (a result's).
 */
export function eachStep(
  steps: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
  visit: (turn: AiTurn) => void,
  last?: StopReason,
): void {
  const before: Call[] = []
  steps.forEach((step, index) => {
    const at = [...path, index]
    const record = requireRecord(step, at)
    if (!isStep(record, at, options)) return
    const own = aiSdkFinish(record, at)
    const stop = own.value === undefined && index === steps.length - 1 && last !== undefined ? last : own
    const turn = withCallsBefore(before, () => readAiStep(record, at, options, stop))
    appendAll(before, callsOfTurn(turn))
    visit(turn)
  })
}

/** `read`, a cut or failure it throws carrying `before` ahead of its own calls (what arrived of the whole run). */
function withCallsBefore<T>(before: readonly Call[], read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof ReadError) || before.length === 0 || error.failure.calls === undefined) throw error
    const failure = { ...error.failure, calls: [...before, ...error.failure.calls] }
    throw withoutStack(() => new ReadError(failure))
  }
}
