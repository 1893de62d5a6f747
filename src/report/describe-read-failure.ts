import { formatPath } from '../path.js'
import type { ReadFailure, ReadFailureKind } from '../read/types.js'
import { noWords } from './no-words.js'
import {
  argumentsDetail,
  arrivedWords,
  asyncWords,
  lenientWords,
  rawValue,
  streamCutWords,
  textSyntaxWords,
  truncatedDetail,
} from './read-failure-phrases.js'

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
      return noWords(kind, 'read failure')
  }
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
