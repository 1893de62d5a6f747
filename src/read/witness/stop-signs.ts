/**
 * The stop signals the witness looks for, as data: the keys that hold a stop reason and the values, of every format,
 * that say the model's output was cut, filtered, failed or is not finished.
 */

/** Keys that hold a stop reason of the model's output. */
export const STOP_KEYS: ReadonlySet<string> = new Set([
  'finish_reason',
  'finishReason',
  'stop_reason',
  'stopReason',
  'done_reason',
  'blockReason',
])

/** What a stop signal says: the output was cut, filtered, failed, or is not finished. */
export type StopClass = 'cut' | 'filtered' | 'failed' | 'unfinished'

/** Stop values of every format (compared as written: Gemini's and Cohere's are upper case). */
const STOP_VALUES: Readonly<Record<string, StopClass>> = {
  // the token limit
  length: 'cut',
  max_tokens: 'cut',
  MAX_TOKENS: 'cut',
  max_output_tokens: 'cut',
  model_context_window_exceeded: 'cut',
  model_length: 'cut',
  // a content filter, a refusal classifier, a safety block
  content_filter: 'filtered',
  'content-filter': 'filtered',
  refusal: 'filtered',
  guardrail_intervened: 'filtered',
  content_filtered: 'filtered',
  SAFETY: 'filtered',
  RECITATION: 'filtered',
  BLOCKLIST: 'filtered',
  PROHIBITED_CONTENT: 'filtered',
  SPII: 'filtered',
  IMAGE_SAFETY: 'filtered',
  ERROR_TOXIC: 'filtered',
  LANGUAGE: 'filtered',
  // the provider says generation failed, or the output was malformed
  error: 'failed',
  ERROR: 'failed',
  ERROR_LIMIT: 'failed',
  TIMEOUT: 'failed',
  failed: 'failed',
  cancelled: 'failed',
  malformed_tool_use: 'failed',
  malformed_model_output: 'failed',
  MALFORMED_FUNCTION_CALL: 'failed',
  UNEXPECTED_TOOL_CALL: 'failed',
  TOO_MANY_TOOL_CALLS: 'failed',
  MALFORMED_RESPONSE: 'failed',
  MISSING_THOUGHT_SIGNATURE: 'failed',
  insufficient_system_resource: 'failed',
  USER_CANCEL: 'failed',
  // not finished
  in_progress: 'unfinished',
  queued: 'unfinished',
  incomplete: 'unfinished',
  pause_turn: 'unfinished',
}

/** Response `status` values that are a stop signal (a completed response's status is none). */
const STATUS_VALUES: ReadonlySet<string> = new Set([
  'failed',
  'cancelled',
  'incomplete',
  'in_progress',
  'queued',
])

/**
 * What a stop value under `key` says, or `undefined` when it says nothing about a loss. A Gemini `blockReason` of
 * any value but the unspecified one is a safety block of the prompt; a `status` counts only with a response's
 * values (`failed`, `cancelled`, `incomplete`, `in_progress`, `queued`).
 */
export function stopClass(key: string, value: string): StopClass | undefined {
  if (key === 'blockReason')
    return value === '' || value.endsWith('_REASON_UNSPECIFIED') ? undefined : 'filtered'
  if (key === 'status' && !STATUS_VALUES.has(value)) return undefined
  return Object.hasOwn(STOP_VALUES, value) ? STOP_VALUES[value] : undefined
}
