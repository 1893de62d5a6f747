import type { Path } from '../../json/types.js'
import { withFormat } from '../read-error.js'
import type { Call, NormalizedReadOptions } from '../types.js'
import { detectConversation } from './conversation.js'
import { isAgentsItem } from './openai-responses.js'
import { RunBuilder } from './run-builder.js'
import { turnFormat } from './turn-format.js'
import type { Run, RunFormat } from './types.js'

/**
 * Reads a list of messages (or Responses items) as a run, when one conversation format accepts them all, else
 * `undefined`. Throws a ReadError for a broken conversation (a result that pairs with no call, an id reused before
 * its result, a call left unanswered). The one reading of a conversation: `readRun` keeps its steps, `readCalls`
 * takes its calls in order (`callsOfRun`), so both fail alike on the same input.
 */
export function readRunList(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
): Run | undefined {
  const reader = detectConversation(items, path)
  if (reader === undefined) return undefined
  const records = items as readonly object[]
  const format: RunFormat =
    reader.format === 'openai-responses' &&
    records.some((item, index) => isAgentsItem(item, [...path, index]))
      ? 'openai-agents'
      : reader.format
  const builder = new RunBuilder(options)
  withFormat(turnFormat(format), () => reader.read(records, path, options, builder))
  return builder.finish(format)
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
