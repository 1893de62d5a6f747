import { appendAll } from '../append-all.js'
import type { Path } from '../json/types.js'
import { aiSdkFinish } from './ai-sdk-finish.js'
import { isEvalsRecord } from './eval-records.js'
import { arrayItems, field, isRecord } from './field.js'
import { failRead } from './read-error.js'
import { requireRecord } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop } from './stop-signal.js'
import { AI_SDK_RESULT_STOP } from './stop-tables.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { CONTENT_NON_CALLS, readAiToolCall, readContentPart } from './vercel-ai-parts.js'
import { eachStep, readAiStep } from './vercel-ai-step.js'
import { type AiTurn, callsOfTurn } from './vercel-ai-turn.js'

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
