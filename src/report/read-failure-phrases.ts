import type { ReadFailure } from '../read/types.js'

/** A model-native text that is cut off (no token: the text ended) or malformed (the token found instead). */
export function textSyntaxWords(failure: ReadFailure, token: string): string {
  const expected = failure.expected === undefined ? '' : `expected ${failure.expected.join(' or ')}`
  const format = failure.format ?? 'model-native'
  if (token === '') return `the ${format} tool call is cut off${expected ? ` (${expected})` : ''}`
  return `the ${format} tool call is malformed: ${expected ? `${expected}, found` : 'unexpected'}${token}`
}

/** Longest piece of a cut call's arguments quoted in a message. */
const ARRIVED_WIDTH = 60

/** A stream cut short: inside which call, what of its arguments arrived, what never came, how many calls did. */
export function streamCutWords(failure: ReadFailure): string {
  const inside = failure.token === undefined ? '' : ` inside the call ${JSON.stringify(failure.token)}`
  const arrived = failure.detail ?? ''
  const quoted = arrived.length > ARRIVED_WIDTH ? `${arrived.slice(0, ARRIVED_WIDTH)}…` : arrived
  const soFar = failure.token === undefined ? '' : ` (its arguments so far: ${JSON.stringify(quoted)})`
  const before = failure.expected === undefined ? '' : `, before ${failure.expected.join(' or ')}`
  const count = failure.calls?.length ?? 0
  const whole = count === 0 ? '' : `; ${count} whole call${count === 1 ? '' : 's'} arrived before the cut`
  return `the stream ended${inside}${soFar}${before}${whole}`
}

/** A Promise or a live stream given where its value or its events were expected, and what to write instead. */
export function asyncWords(detail: string | undefined): string {
  if (detail === 'promise') {
    return 'received a Promise, not its value: write `expect(await value)…` or `await expect(promise).resolves…`'
  }
  return 'received a live stream (an async iterable), not its events: write `expect(await collectStream(stream))…`'
}

/** The provider's own stop value, in brackets (`(length)`), or nothing. */
export function rawValue(failure: ReadFailure): string {
  return failure.token === undefined ? '' : ` (${failure.token})`
}

/** Why the output was cut, when known. */
export function truncatedDetail(failure: ReadFailure): string {
  return failure.detail === undefined ? '' : ` by ${failure.detail}${rawValue(failure)}`
}

/** The calls that did arrive before the output was cut or stopped. */
export function arrivedWords(failure: ReadFailure): string {
  const count = failure.calls?.length ?? 0
  if (count === 0) return ''
  const names = failure.calls!.map((call) => call.name).join(', ')
  return `; ${count === 1 ? 'one call' : `${count} calls`} arrived before (${names}), more may have been coming`
}

/** The inner parse failure of an arguments string, in words. */
export function argumentsDetail(detail: string, token: string): string {
  switch (detail) {
    case 'not_json':
      return token === '' ? 'the JSON ends too early' : `unexpected${token}`
    case 'trailing_content':
      return `text after the JSON value${token}`
    case 'duplicate_key':
      return `duplicate key${token}`
    case 'non_finite':
      return `non-finite number${token}`
    case 'number_overflow':
      return `the number${token} overflows`
    case 'precision_loss':
      return `the number${token} cannot be kept exactly as a double`
    case 'too_deep':
      return 'the data nests too deeply'
    default:
      return detail.replaceAll('_', ' ')
  }
}

/**
 * Whether strict text holds a call wrapped in prose or a Markdown fence: strict parsing refuses it on purpose, and
 * the lenient policy extracts the call.
 */
function wrapsJson(failure: ReadFailure): boolean {
  if (failure.excerpt === undefined || !failure.excerpt.text.includes('{')) return false
  const startsAsJson = /^\s*[[{]/.test(failure.excerpt.text)
  return failure.kind === 'trailing_content' || (failure.kind === 'not_json' && !startsAsJson)
}

/** The hint that ends the words of such text, as Python and Hermes text have theirs, wherever the words are shown. */
export function lenientWords(failure: ReadFailure): string {
  return wrapsJson(failure)
    ? " (strict parsing refuses a call in prose or a Markdown fence: read it with { parse: 'lenient' })"
    : ''
}
