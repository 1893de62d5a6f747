import type { Path } from '../../json/types.js'
import { field } from '../field.js'
import type { NormalizedReadOptions } from '../types.js'
import { eachAiListStep, eachAiResultStep } from '../vercel-ai.js'
import { AI_SDK_ROLES, CONTENT_NON_CALLS } from '../vercel-ai-parts.js'
import { type AiTurn, type OpenDecision, readAiTurn } from '../vercel-ai-turn.js'
import { everyBlock, roleOf, someBlock, typeOf } from './message-parts.js'
import type { ConversationReader, ReceivedResult, RunBuilderLike } from './types.js'

/** Part types a model message may hold: the AI SDK's one list (`vercel-ai-parts.ts`). */
const PARTS: ReadonlySet<string> = new Set(['tool-call', ...CONTENT_NON_CALLS])

/** One model turn, read by the format's own reader, given to the run: its calls and text, then its results. */
function giveTurn(turn: AiTurn, run: RunBuilderLike): void {
  run.turn(turn.calls, turn.text)
  for (const result of turn.results) run.result(result)
  giveDecisions(turn.decisions, turn.results, new Map(), run)
}

/**
 * Refusals of approval for calls of an earlier turn: each a `denied` result for its call (found by its id, or by
 * the approval id an earlier request gave), unless a result for that call is given beside it (the AI SDK writes a
 * denial's `execution-denied` result too). An approval granted adds nothing: the call's result follows.
 */
function giveDecisions(
  decisions: readonly OpenDecision[],
  results: readonly ReceivedResult[],
  approvals: ReadonlyMap<string, string>,
  run: RunBuilderLike,
): void {
  for (const decision of decisions) {
    if (decision.approved) continue
    const id =
      decision.id ?? (decision.approvalId === undefined ? undefined : approvals.get(decision.approvalId))
    if (id !== undefined && results.some((result) => result.id === id)) continue
    run.result({
      ...(id === undefined ? {} : { id }),
      value: decision.reason,
      status: 'denied',
      raw: true,
      path: [...decision.path, 'approved'],
    })
  }
}

/** AI SDK `generateText` results (`steps` is an array): every step is one model turn, read as `readCalls` reads it. */
export function readSteps(
  result: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  eachAiResultStep(result, path, options, (turn) => giveTurn(turn, run))
}

/** A bare list of AI SDK steps (`result.steps` passed alone): every step is one model turn. */
export function readStepList(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  eachAiListStep(items, path, options, (turn) => giveTurn(turn, run))
}

/**
 * Splits AI SDK model messages into model turns (each assistant message, read by the format's turn reader) and
 * results (`tool` messages: `tool-result` parts and approval refusals).
 */
function readMessages(
  messages: readonly object[],
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const approvals = new Map<string, string>()
  for (const [index, message] of messages.entries()) {
    const at = [...path, index]
    const role = roleOf(message, at)
    const content = field(message, 'content', at)
    if (role === 'assistant' && typeof content === 'string') run.turn([], content)
    else if (role === 'assistant') {
      const turn = readAiTurn(content, [...at, 'content'], options, true)
      for (const [approval, id] of turn.approvals) approvals.set(approval, id)
      giveTurn(turn, run)
    } else if (role === 'tool') {
      const turn = readAiTurn(content, [...at, 'content'], options, true)
      for (const result of turn.results) run.result(result)
      giveDecisions(turn.decisions, turn.results, approvals, run)
    }
  }
}

/**
 * AI SDK model messages (`result.response.messages`, what `generateText` adds to the conversation): `tool-call`
 * parts in assistant messages, answered by `tool-result` parts (and approval responses) in `tool` messages.
 */
export const vercelAiMessagesRun: ConversationReader = {
  name: 'vercel-ai.messages',
  format: 'vercel-ai',
  accepts: (message, path) => {
    const content = field(message, 'content', path)
    return (
      AI_SDK_ROLES.has(roleOf(message, path) ?? '') &&
      field(message, 'parts', path) === undefined &&
      ((typeof content === 'string' && roleOf(message, path) !== 'tool') ||
        everyBlock(content, [...path, 'content'], (part, at) => PARTS.has(typeOf(part, at) ?? '')))
    )
  },
  marks: (message, path) =>
    roleOf(message, path) === 'tool' ||
    someBlock(field(message, 'content', path), [...path, 'content'], (part, at) =>
      (typeOf(part, at) ?? '').startsWith('tool-'),
    ),
  read: readMessages,
}
