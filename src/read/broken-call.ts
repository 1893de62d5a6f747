import type { ReadFailure, ReadFailureKind } from './types.js'

/**
 * Read failures of model output that tried to call and could not be read ("malformed"): text that does
 * not parse, arguments that are not a JSON object, a call of the wrong shape, Python call syntax that fails, a
 * model-native call that is cut off or malformed (or in a syntax the options do not read), output cut off (by the
 * token limit, or a call whose input was still streaming), a call marker the reader could not read. Any other failure (a shape or item this
 * library does not know, someone else's message, a filtered response, a value that is not data) says nothing of
 * whether the model called.
 */
const BROKEN_CALL: ReadonlySet<ReadFailureKind> = new Set<ReadFailureKind>([
  'not_json',
  'trailing_content',
  'duplicate_key',
  'non_finite',
  'number_overflow',
  'invalid_utf8',
  'arguments_not_json',
  'schema_invalid',
  'python_syntax',
  // model-native text (Hermes, Qwen XML, Llama…) whose call is cut off or malformed, or that the options do not read
  'text_syntax',
  'native_syntax',
  'truncated',
  'stopped_without_call',
  // a call marker the reader could not read: the model did call
  'unread_call',
])

/** True when the failure is model output that tried to call and is broken: it is not an abstention. */
export function isBrokenCall(failure: ReadFailure): boolean {
  return BROKEN_CALL.has(failure.kind)
}
