import type { TextPosition } from '../../json/types.js'

/** Why text in BFCL's prompting format (Python call syntax) could not be decoded, as data. */
export type PythonCallFailureKind =
  /** Something other than a call where a call must be (a bare name, a literal in the list of calls). */
  | 'expected_call'
  /** An argument without a keyword (`f(1)`, `f(*args)`): BFCL's checker only reads keyword arguments. */
  | 'positional_argument'
  /** The same keyword twice in one call. */
  | 'duplicate_argument'
  /** A value that is not a Python literal: a name, a call, an operator, a set, bytes, an f-string, a complex. */
  | 'not_a_literal'
  /** A character that cannot come here (an unbalanced bracket, a missing comma…). */
  | 'unexpected_token'
  /** The text ends inside a call or a value. */
  | 'unexpected_end'
  | 'unterminated_string'
  /** `\x`, `\u`, `\U` with too few hex digits or out of range, or `\N{…}`. */
  | 'invalid_escape'
  /** A malformed number: `01`, `1_`, `1abc`. */
  | 'invalid_number'
  /** A number beyond the double range. */
  | 'number_overflow'
  /** An int no double holds exactly, or a non-zero float that underflows to zero (under the `exact` policy). */
  | 'precision_loss'
  /** A dict key that is not a string (JSON objects have string keys). */
  | 'non_string_key'
  | 'duplicate_key'
  /** Text after the last call (after the closing `]`). */
  | 'trailing_content'
  | 'too_deep'
  | 'too_long'

/** A decoding failure: the kind, where (in the text given), and the offending token when there is one. */
export interface PythonCallFailure {
  kind: PythonCallFailureKind
  position: TextPosition
  token?: string
}

/** The words for a decoding failure's kind and token (the position is printed by whoever shows it). */
export function describePythonCallFailure(failure: PythonCallFailure): string {
  const token = failure.token === undefined ? '' : ` ${JSON.stringify(failure.token)}`
  switch (failure.kind) {
    case 'expected_call':
      return `expected a function call like name(key=value), found${token || ' something else'}`
    case 'positional_argument':
      return 'a positional argument (only keyword arguments name a parameter)'
    case 'duplicate_argument':
      return `the keyword${token} is given twice`
    case 'not_a_literal':
      return `not a Python literal${token} (values must be strings, numbers, True/False/None, lists, tuples or dicts)`
    case 'unexpected_token':
      return `unexpected${token || ' character'}`
    case 'unexpected_end':
      return 'the text ends inside a call'
    case 'unterminated_string':
      return 'a string is not closed'
    case 'invalid_escape':
      return `invalid escape${token} in a string`
    case 'invalid_number':
      return `invalid number${token}`
    case 'number_overflow':
      return `the number${token} is too large to keep exactly`
    case 'precision_loss':
      return `the number${token} cannot be kept exactly as a double`
    case 'non_string_key':
      return 'a dict key that is not a string'
    case 'duplicate_key':
      return `the dict key${token} is given twice`
    case 'trailing_content':
      return `text after the calls${token}`
    case 'too_deep':
      return 'the values nest too deeply'
    case 'too_long':
      return 'the text is too long to decode'
    default: {
      const never: never = failure.kind
      return never
    }
  }
}
