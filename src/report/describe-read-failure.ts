import { formatPath } from '../path.js'
import type { ReadFailure, ReadFailureKind } from '../read/types.js'

/** Words for each read-failure kind; a kind without words fails to compile. */
function kindWords(failure: ReadFailure): string {
  const token = failure.token === undefined ? '' : ` ${JSON.stringify(failure.token)}`
  const kind: ReadFailureKind = failure.kind
  switch (kind) {
    case 'not_json':
      return `the text is not JSON${lenientWords(failure)}`
    case 'trailing_content':
      return `text follows the JSON value (prose, a Markdown fence or a second value)${lenientWords(failure)}`
    case 'duplicate_key':
      return `duplicate key${token}`
    case 'non_finite':
      return `non-finite number${(failure.token ?? failure.detail) ? ` ${failure.token ?? failure.detail}` : ''}`
    case 'number_overflow':
      return `the number ${failure.token ?? ''} overflows`.replace('  ', ' ')
    case 'precision_loss':
      return `the number ${failure.token ?? ''} cannot be kept exactly as a double (read with numbers: "double" to round it)`.replace(
        '  ',
        ' ',
      )
    case 'too_deep':
      return 'the data nests too deeply'
    case 'invalid_utf8':
      return 'the bytes are not valid UTF-8'
    case 'invalid_value':
      return `not JSON data${failure.detail ? ` (${failure.detail})` : ''}`
    case 'cyclic':
      return 'the data contains a cycle'
    case 'unreadable':
      return `a property could not be read${failure.detail ? ` (${failure.detail})` : ''}`
    case 'not_an_object':
      return `expected a tool call (an object or an array of calls), received ${failure.detail ?? 'something else'}`
    case 'unknown_shape':
      return `not a tool-call shape this library knows${failure.detail ? `: ${failure.detail}` : ''}${
        failure.expected ? ` (looked for: ${failure.expected.join(', ')})` : ''
      }`
    case 'arguments_not_json':
      return `the call's arguments are not a JSON object${failure.detail ? `: ${argumentsDetail(failure.detail, token)}` : ''}`
    case 'schema_invalid':
      return `the ${failure.format ?? 'call'} shape is invalid${failure.detail ? `: ${failure.detail}` : ''}${
        failure.expected ? ` (expected ${failure.expected.join(' or ')})` : ''
      }`
    case 'no_call_found':
      return `no tool call found in the text${failure.detail ? ` (${failure.detail})` : ''}`
    case 'python_syntax':
      return `not a call in Python syntax: ${failure.detail ?? 'malformed'}`
    case 'text_syntax':
      return textSyntaxWords(failure, token)
    case 'native_syntax':
      return `the text holds a ${failure.format ?? 'model-native'} tool call${token ? ` (${token.trim()})` : ''}; read it with { syntax: '${failure.detail ?? failure.format}' } or { parse: 'lenient' }`
    case 'ambiguous_arguments':
      return `the call has arguments under more than one key${failure.expected ? ` (${failure.expected.join(', ')})` : ''}`
    case 'stream_error':
      return `the stream reported an error${failure.token === undefined ? '' : ` (${failure.token} event)`}${
        failure.detail ? `: ${failure.detail}` : ''
      }`
    case 'async_value':
      return asyncWords(failure.detail)
    case 'unknown_item':
      return `an item of unknown type${token} (pass { unknownItems: 'ignore' } to skip items this library does not know)`
    case 'truncated':
      return failure.expected === undefined
        ? `the output was cut off${truncatedDetail(failure)}${arrivedWords(failure)}`
        : streamCutWords(failure)
    case 'filtered':
      return `the output was stopped by ${failure.detail ?? 'a filter'}${rawValue(failure)}${arrivedWords(failure)}`
    case 'not_model_output':
      return `this is ${failure.detail === undefined ? 'not' : `a ${failure.detail}'s message, not`} the model's turn`
    case 'ambiguous_choice':
      return `the response holds ${failure.detail ?? 'several choices'} that read differently; pass { choice: N } to say which one to read`
    case 'stopped_without_call':
      return `the response says it stopped to call tools${rawValue(failure)}, but holds no call`
    case 'unpaired_result':
      return `a tool result${token} pairs with no call made before it${failure.detail ? ` (${failure.detail})` : ''}`
    case 'duplicate_call_id':
      return `the call id${token} is reused while the call${failure.other ? ` at ${formatPath(failure.other)}` : ''} still awaits its result`
    case 'unanswered_call':
      return `the call${token} has no result, yet the run goes on${failure.detail ? ` (${failure.detail})` : ''}`
    case 'not_one_run':
      return `this is a list of ${failure.detail ?? 'several whole results'}, not one run: read or match each one`
    case 'no_model_turn':
      return `the conversation holds no model turn${failure.detail ? ` (${failure.detail})` : ''}: nothing the model did can be read from it`
    case 'model_error':
      return `the provider reports that the generation failed${rawValue(failure)}${arrivedWords(failure)}`
    case 'incomplete':
      return `the response is not finished${rawValue(failure)}${arrivedWords(failure)}`
    case 'unread_call':
      return `a tool call${token} was not read: the value was read as ${failure.format ?? 'an unknown format'}${
        failure.detail ? ` (${failure.detail})` : ''
      }`
    case 'unread_stop':
      // The reader's own refusal lists the stop reasons it knows; the witness's names what the signal meant.
      if (failure.expected !== undefined)
        return `the output stopped for a reason the ${failure.format === undefined ? '' : `${failure.format} `}reader does not know${rawValue(failure)}, so it cannot tell whether the calls are whole (it knows ${failure.expected.join(', ')})`
      return `the output says it stopped${rawValue(failure)}${failure.detail ? ` (${failure.detail})` : ''}, but was read as if complete${
        failure.format ? ` (as ${failure.format})` : ''
      }`
    case 'ambiguous_shape':
      return `the value fits more than one shape and they read different calls${
        failure.expected ? ` (${failure.expected.join(', ')})` : ''
      }`
    default:
      return unreachable(kind)
  }
}

/** A model-native text that is cut off (no token: the text ended) or malformed (the token found instead). */
function textSyntaxWords(failure: ReadFailure, token: string): string {
  const expected = failure.expected === undefined ? '' : `expected ${failure.expected.join(' or ')}`
  const format = failure.format ?? 'model-native'
  if (token === '') return `the ${format} tool call is cut off${expected ? ` (${expected})` : ''}`
  return `the ${format} tool call is malformed: ${expected ? `${expected}, found` : 'unexpected'}${token}`
}

/** Longest piece of a cut call's arguments quoted in a message. */
const ARRIVED_WIDTH = 60

/** A stream cut short: inside which call, what of its arguments arrived, what never came, how many calls did. */
function streamCutWords(failure: ReadFailure): string {
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
function asyncWords(detail: string | undefined): string {
  if (detail === 'promise') {
    return 'received a Promise, not its value: write `expect(await value)…` or `await expect(promise).resolves…`'
  }
  return 'received a live stream (an async iterable), not its events: write `expect(await collectStream(stream))…`'
}

/** The provider's own stop value, in brackets (`(length)`), or nothing. */
function rawValue(failure: ReadFailure): string {
  return failure.token === undefined ? '' : ` (${failure.token})`
}

/** Why the output was cut, when known. */
function truncatedDetail(failure: ReadFailure): string {
  return failure.detail === undefined ? '' : ` by ${failure.detail}${rawValue(failure)}`
}

/** The calls that did arrive before the output was cut or stopped. */
function arrivedWords(failure: ReadFailure): string {
  const count = failure.calls?.length ?? 0
  if (count === 0) return ''
  const names = failure.calls!.map((call) => call.name).join(', ')
  return `; ${count === 1 ? 'one call' : `${count} calls`} arrived before (${names}), more may have been coming`
}

/** The inner parse failure of an arguments string, in words. */
function argumentsDetail(detail: string, token: string): string {
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

function unreachable(kind: never): never {
  throw new Error(`no words for read failure ${String(kind)}`)
}

/**
 * Writes a read failure in one line: the kind in words, where (path and line:column), e.g.
 * `duplicate key "query" at 1:48`. The snippet with a caret is `describeExcerpt`'s job.
 */
export function describeReadFailure(failure: ReadFailure): string {
  const where: string[] = []
  const hasPath = failure.path !== undefined && failure.path.length > 0
  if (hasPath) where.push(`at ${formatPath(failure.path!)}`)
  if (failure.position !== undefined) {
    const { line, column } = failure.position
    where.push(hasPath ? `(line ${line}, column ${column} of that string)` : `at ${line}:${column}`)
  }
  return [`could not read the tool calls: ${kindWords(failure)}`, ...where].join(' ')
}

/** The failing text around the position, with a caret under it (two lines), or `undefined` without an excerpt. */
export function describeExcerpt(failure: ReadFailure): string | undefined {
  if (failure.excerpt === undefined) return undefined
  const { text, offset } = failure.excerpt
  const flat = text.replace(/[\r\n\t]/g, ' ')
  const line = flat.trimEnd().length > offset ? flat.trimEnd() : flat
  return `  ${line}\n  ${' '.repeat(offset)}^`
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
function lenientWords(failure: ReadFailure): string {
  return wrapsJson(failure)
    ? " (strict parsing refuses a call in prose or a Markdown fence: read it with { parse: 'lenient' })"
    : ''
}
