import type { Path } from '../../json/types.js'
import { withoutStack } from '../../without-stack.js'
import { field, isRecord } from '../field.js'
import { checkModelTurn } from '../no-model-turn.js'
import { ReadError, withFormat } from '../read-error.js'
import type { Call, NormalizedReadOptions, ReadFailure } from '../types.js'
import { unknownItem } from '../unknown-item.js'
import { isAgentsItem } from './agents-run-items.js'
import { CONVERSATIONS, detectConversation, isConversationMessage } from './conversation.js'
import { RunBuilder } from './run-builder.js'
import { turnFormat } from './turn-format.js'
import type { ConversationReader, Run, RunFormat } from './types.js'

/**
 * Reads a list of messages (or Responses items) as a run, when one conversation format accepts them all, else
 * `undefined`. Throws a ReadError for a broken conversation (a result that pairs with no call, an id reused before
 * its result, a call left unanswered). The one reading of a conversation: `readRun` keeps its steps, `readCalls`
 * takes its calls in order (`callsOfRun`), so both fail alike on the same input.
 *
 * An item of a type no format knows, in a list the other items make one conversation, is an `unknown_item` failure
 * at its place (skipped under `unknownItems: 'ignore'`), never the reason the list is read some other way.
 */
export function readRunList(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
): Run | undefined {
  const reader = detectConversation(items, path)
  if (reader !== undefined) return readWith(reader, items as readonly object[], path, options)
  const unknown = items.flatMap((item, index) => {
    const at = [...path, index]
    // A message (with a role, or LangChain's) is no item: a message no format reads is read on its own.
    if (!isRecord(item) || isConversationMessage(item, at)) return []
    const type = field(item, 'type', at)
    const known = CONVERSATIONS.some((one) => one.accepts(item, at))
    return typeof type === 'string' && !known ? [{ index, type }] : []
  })
  if (unknown.length === 0 || unknown.length === items.length) return undefined
  const kept = items.flatMap((_, index) => (unknown.some((item) => item.index === index) ? [] : [index]))
  const rest = kept.map((index) => items[index])
  const restReader = detectConversation(rest, path)
  if (restReader === undefined) return undefined
  const first = unknown[0]!
  unknownItem([...path, first.index], first.type, options)
  try {
    return readWith(restReader, rest as readonly object[], path, options)
  } catch (error) {
    if (!(error instanceof ReadError)) throw error
    throw withoutStack(() => new ReadError(reindexed(error.failure, path.length, kept)))
  }
}

function readWith(
  reader: ConversationReader,
  records: readonly object[],
  path: Path,
  options: NormalizedReadOptions,
) {
  const format: RunFormat =
    reader.format === 'openai-responses' &&
    records.some((item, index) => isAgentsItem(item, [...path, index]))
      ? 'openai-agents'
      : reader.format
  const builder = new RunBuilder(options)
  withFormat(turnFormat(format), () => reader.read(records, path, options, builder))
  // After the reading: a broken conversation's own failure (a result answering no call) says more.
  checkModelTurn(records, path)
  return builder.finish(format)
}

/** A failure read from the list without its unknown items, its places given back their indices in the whole list. */
function reindexed(failure: ReadFailure, at: number, kept: readonly number[]): ReadFailure {
  const place = (where: Path | undefined) => {
    const index = where?.[at]
    return where === undefined || typeof index !== 'number'
      ? where
      : [...where.slice(0, at), kept[index]!, ...where.slice(at + 1)]
  }
  const path = place(failure.path)
  const other = place(failure.other)
  return { ...failure, ...(path === undefined ? {} : { path }), ...(other === undefined ? {} : { other }) }
}

/** Statuses a call takes from its result (`readCalls` reads calls, not results). */
const RESULT_STATUS = new Set(['ok', 'error'])

/**
 * A run's calls in order across steps, as `readCalls` gives them: without the results paired to them, nor the status
 * a result gave (a call's own state, denied or awaiting approval, stays).
 */
export function callsOfRun(run: Run): Call[] {
  return run.steps.flatMap((step) =>
    step.calls.map((call) => {
      const { result: _, status, ...rest } = call
      return status === undefined || RESULT_STATUS.has(status) ? rest : { ...rest, status }
    }),
  )
}
