import type { Path } from '../json/types.js'
import { isEvalsRecord } from './eval-records.js'
import { arrayItems, field, isRecord, ownKeys } from './field.js'
import { readList, requireRecord } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop, type StopTable } from './stop-signal.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'
import { CONTENT_NON_CALLS, readAiToolCall, readContentPart } from './vercel-ai-parts.js'

/** `finishReason` values that say something about the calls (`ai` 4.x–6.x `FinishReason`). */
const FINISH: StopTable = { length: 'token_limit', 'content-filter': 'filter', 'tool-calls': 'tool_stop' }

/**
 * Reads one step (or a result without steps): its `toolCalls`, else the parts of its `content` (what a serialised
 * AI SDK 5 step keeps, its `toolCalls` being a getter).
 */
function readStep(step: object, path: Path, options: NormalizedReadOptions): Call[] {
  const toolCalls = field(step, 'toolCalls', path)
  const content = field(step, 'content', path)
  if (toolCalls === undefined && Array.isArray(content)) {
    return readList(content, [...path, 'content'], (part, at) => readContentPart(part, at, options))
  }
  return readList(toolCalls, [...path, 'toolCalls'], (item, at) => readAiToolCall(item, at, options))
}

/** The calls of every step, in order. */
function readSteps(steps: readonly unknown[], path: Path, options: NormalizedReadOptions): Call[] {
  return steps.flatMap((step, index) => {
    const at = [...path, index]
    const record = requireRecord(step, at)
    return isStep(record, at, options) ? readStep(record, at, options) : []
  })
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
 * A `generateText` result: with steps, the calls of every step in order (the top-level `toolCalls` holds only the
 * last step's); with `steps: []` or none, its own `toolCalls` (or content). Held to its `finishReason` (the last
 * step's): `length` is `truncated`, `content-filter` is `filtered`, `tool-calls` without a call fails.
 */
function readResult(value: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const steps = arrayItems(field(value, 'steps', path), [...path, 'steps'])
  const read = (): TurnBody => ({
    format: 'vercel-ai',
    calls:
      steps === undefined || steps.length === 0
        ? readStep(value, path, options)
        : readSteps(steps, [...path, 'steps'], options),
  })
  const own = field(value, 'finishReason', path)
  const stop =
    own !== undefined || steps === undefined || steps.length === 0
      ? { value: own, path: [...path, 'finishReason'] }
      : lastFinish(steps, [...path, 'steps'])
  return checkStop(read, stop, FINISH)
}

/** The last step's `finishReason`, and its path: what ended the whole run. */
function lastFinish(steps: readonly unknown[], path: Path) {
  const at = [...path, steps.length - 1]
  return { value: field(requireRecord(steps.at(-1), at), 'finishReason', at), path: [...at, 'finishReason'] }
}

/** True when `value` looks like one step of a `generateText` result (what an array of `result.steps` holds). */
export function isAiStep(value: unknown, path: Path): boolean {
  if (!isRecord(value) || typeof field(value, 'finishReason', path) !== 'string') return false
  return Array.isArray(field(value, 'toolCalls', path)) || Array.isArray(field(value, 'content', path))
}

/** An array of steps (`result.steps` passed alone): the calls of every step, in order, held to the last one's stop. */
export function readStepArray(
  steps: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
): TurnBody {
  const read = (): TurnBody => ({ format: 'vercel-ai', calls: readSteps(steps, path, options) })
  return checkStop(read, lastFinish(steps, path), FINISH)
}

/**
 * Vercel AI SDK `generateText` results: with `steps`, the calls of every step in order; without, `toolCalls`.
 * Fields are read by access, so class getters work.
 */
export const vercelAi = {
  result: {
    name: 'vercel-ai.result',
    format: 'vercel-ai',
    matches: (value, path) =>
      Array.isArray(field(value, 'steps', path)) ||
      (Array.isArray(field(value, 'toolCalls', path)) &&
        field(value, 'role', path) === undefined &&
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
