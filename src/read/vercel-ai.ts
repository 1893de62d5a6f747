import { appendAll } from '../append-all.js'
import type { Path } from '../json/types.js'
import { withoutStack } from '../without-stack.js'
import { aiSdkFinish } from './ai-sdk-finish.js'
import { isEvalsRecord } from './eval-records.js'
import { arrayItems, field, isRecord, ownKeys } from './field.js'
import { failRead, ReadError } from './read-error.js'
import { requireRecord } from './read-list.js'
import { readAiResult } from './run/vercel-ai-result.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop, type StopReason } from './stop-signal.js'
import { AI_SDK_RESULT_STOP, AI_SDK_STEP_STOP } from './stop-tables.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'
import {
  type AiTurn,
  CONTENT_NON_CALLS,
  callsOfTurn,
  readAiToolCall,
  readAiTurn,
  readContentPart,
} from './vercel-ai-parts.js'

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
function eachStep(
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

/**
 * A `generateText` result as model turns, given to `visit` in order: with steps, every step (the top-level
 * `toolCalls` hold only the last step's); with `steps: []` or none, the result itself as one step. Its own
 * `finishReason` (the last step's) stands for the last step when that keeps none, and a cut or failure it names
 * fails the whole result.
 */
export function eachAiResultStep(
  value: object,
  path: Path,
  options: NormalizedReadOptions,
  visit: (turn: AiTurn) => void,
): void {
  const steps = arrayItems(field(value, 'steps', path), [...path, 'steps'])
  const own = aiSdkFinish(value, path)
  if (steps === undefined || steps.length === 0) {
    visit(readAiStep(value, path, options, own))
    return
  }
  const turns: AiTurn[] = []
  eachStep(steps, [...path, 'steps'], options, (turn) => turns.push(turn), own)
  checkStop(() => ({ format: 'vercel-ai', calls: turns.flatMap(callsOfTurn) }), own, AI_SDK_RESULT_STOP)
  for (const turn of turns) visit(turn)
}

/** The calls of a result's steps, in order. */
function readResult(value: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const calls: Call[] = []
  eachAiResultStep(value, path, options, (turn) => appendAll(calls, callsOfTurn(turn)))
  return { format: 'vercel-ai', calls }
}

/** True for a whole `generateText` result (it has `steps`), in a list where only steps may stand. */
function isWholeResult(value: unknown, path: Path): boolean {
  return isRecord(value) && Array.isArray(field(value, 'steps', path))
}

/**
 * True when `value` may stand in a list of steps (`result.steps` passed alone): one step of a `generateText`
 * result (a `finishReason` and `toolCalls` or `content`), or a whole result (with `steps`), which such a list
 * refuses.
 */
export function isAiStep(value: unknown, path: Path): boolean {
  if (!isRecord(value)) return false
  if (isWholeResult(value, path)) return true
  if (typeof field(value, 'finishReason', path) !== 'string') return false
  return Array.isArray(field(value, 'toolCalls', path)) || Array.isArray(field(value, 'content', path))
}

/**
 * A list of steps (`result.steps` passed alone) as model turns, given to `visit` in order. A list of several whole
 * results (`[await generateText(…), await generateText(…)]`) is no run: `not_one_run` (read or match each); a list
 * of one is that result.
 */
export function eachAiListStep(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
  visit: (turn: AiTurn) => void,
): void {
  const whole = items.findIndex((item, index) => isWholeResult(item, [...path, index]))
  if (whole !== -1 && items.length > 1)
    failRead({
      kind: 'not_one_run',
      path: [...path, whole],
      detail: 'several whole AI SDK results',
      expected: ['one result, or the steps of one'],
    })
  if (whole === -1) eachStep(items, path, options, visit)
  else eachAiResultStep(requireRecord(items[0], [...path, 0]), [...path, 0], options, visit)
}

/** An array of steps (`result.steps` passed alone): the calls of every step, in order, each held to its stop. */
export function readStepArray(
  steps: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
): TurnBody {
  const calls: Call[] = []
  eachAiListStep(steps, path, options, (turn) => appendAll(calls, callsOfTurn(turn)))
  return { format: 'vercel-ai', calls }
}

/**
 * Vercel AI SDK `generateText` results: with `steps`, the calls of every step in order; without, `toolCalls`; and
 * one step alone (`result.steps[i]`: a `finishReason` and `content` or `toolCalls`). Fields are read by access, so
 * class getters work.
 */
export const vercelAi = {
  result: {
    name: 'vercel-ai.result',
    format: 'vercel-ai',
    matches: (value, path) =>
      Array.isArray(field(value, 'steps', path)) ||
      (field(value, 'role', path) === undefined &&
        (Array.isArray(field(value, 'toolCalls', path)) || isAiStep(value, path)) &&
        // A vitest-evals task result (`{ result, toolCalls: [{ name, arguments }] }`) is a run, not an AI SDK result.
        !isEvalsRecord(value, path)),
    read: readResult,
  },
  toolCall: {
    name: 'vercel-ai.tool-call',
    format: 'vercel-ai',
    topLevel: true,
    requires: ['type'],
    matches: (value, path) => field(value, 'type', path) === 'tool-call',
    read: readAiToolCall,
  },
  part: {
    name: 'vercel-ai.part',
    format: 'vercel-ai',
    topLevel: false,
    requires: ['type'],
    matches: (value, path) => {
      const type = field(value, 'type', path)
      return type === 'tool-call' || (typeof type === 'string' && CONTENT_NON_CALLS.has(type))
    },
    read: readContentPart,
  },
} satisfies Record<string, Shape | ItemShape>
