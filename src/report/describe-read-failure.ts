import { formatPath } from '../path.js'
import type { ReadFailure, ReadFailureKind } from '../read/types.js'

/** Words for each read-failure kind; a kind without words fails to compile. */
function kindWords(failure: ReadFailure): string {
  const token = failure.token === undefined ? '' : ` ${JSON.stringify(failure.token)}`
  const kind: ReadFailureKind = failure.kind
  switch (kind) {
    case 'not_json':
      return 'the text is not JSON'
    case 'trailing_content':
      return 'text follows the JSON value (prose, a Markdown fence or a second value)'
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
      return `not a tool-call shape this library knows${failure.expected ? ` (looked for: ${failure.expected.join(', ')})` : ''}`
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
    default:
      return unreachable(kind)
  }
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
 * A hint for text that holds a call wrapped in prose or a Markdown fence: strict parsing refuses it on purpose, and
 * the lenient policy extracts the call. `undefined` when the hint would not help.
 */
export function describeParseHint(failure: ReadFailure): string | undefined {
  if (failure.excerpt === undefined || !failure.excerpt.text.includes('{')) return undefined
  const startsAsJson = /^\s*[[{]/.test(failure.excerpt.text)
  if (failure.kind !== 'trailing_content' && (failure.kind !== 'not_json' || startsAsJson)) return undefined
  return "Hint: parsing is strict; pass { parse: 'lenient' } to take the call out of prose or a Markdown fence."
}
