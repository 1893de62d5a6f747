import type { JsonFailure } from '../../json/types.js'
import { formatPath } from '../../path.js'
import type { FieldType, Violation, ViolationProblem } from './violation.js'

const FIELD_TYPES: Record<FieldType, string> = {
  id: 'a non-empty string',
  object: 'an object',
  string: 'a string',
  string_or_null: 'a string or null',
  boolean: 'true or false',
  boolean_or_null: 'true, false or null',
  failure_flag: 'true, false, null or a string (the error)',
  count_or_null: 'a whole number ≥ 0 or null',
  trial: 'a whole number ≥ 0 (which trial of the id the row is)',
  tool_list: 'a provider tool list (array) or { name: { schema } }',
  weights: 'an object of category weights',
  weight: 'a number ≥ 0',
}

const CODES: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
}

function jsonWords(failure: JsonFailure): string {
  const token = failure.token === undefined ? '' : ` ${JSON.stringify(failure.token)}`
  const at = `column ${failure.position.column}`
  switch (failure.kind) {
    case 'not_json':
      return `not valid JSON (at ${at}${token === '' ? '' : `, near${token}`})`
    case 'trailing_content':
      return `more than one JSON value on the line (at ${at})`
    case 'duplicate_key':
      return `duplicate key${token} (at ${at})`
    case 'non_finite':
      return `non-finite number${token} (at ${at})`
    case 'number_overflow':
      return `the number${token} overflows (at ${at})`
    case 'precision_loss':
      return `the number${token} cannot be kept exactly as a double (at ${at})`
    case 'too_deep':
      return `the row nests too deeply (at ${at})`
    case 'invalid_utf8':
      return 'the bytes are not valid UTF-8'
    default: {
      const never: never = failure.kind
      return never
    }
  }
}

function problemWords(problem: ViolationProblem): string {
  switch (problem.kind) {
    case 'unreadable_file':
      return `cannot read the file: ${CODES[problem.code] ?? problem.code}`
    case 'invalid_utf8':
      return 'the bytes are not valid UTF-8'
    case 'line_too_long':
      return `the line is longer than ${problem.limit} bytes`
    case 'invalid_json':
      return jsonWords(problem.failure)
    case 'not_an_object':
      return `a row must be a JSON object, got ${problem.received}`
    case 'missing_field':
      return `missing field "${problem.field}"`
    case 'wrong_type':
      return `must be ${FIELD_TYPES[problem.expected]}, got ${problem.received}`
    case 'unknown_field':
      return `unknown field ${JSON.stringify(problem.field)}`
    case 'conflicting_fields':
      return `give "${problem.fields[0]}" or "${problem.fields[1]}", not both`
    case 'duplicate_id':
      return `duplicate id ${JSON.stringify(problem.id)} (first at ${problem.first.file}:${problem.first.line})`
    case 'duplicate_trial':
      return `duplicate trial ${problem.trial} of id ${JSON.stringify(problem.id)} (first at ${problem.first.file}:${problem.first.line})`
    case 'trial_mixed': {
      const first = `${problem.first.file}:${problem.first.line}`
      return problem.has
        ? `this row has a "trial" but the first row (${first}) has none: give every row a "trial", or none`
        : `missing field "trial": the first row (${first}) has one, so every row needs one`
    }
    case 'unknown_id':
      return `id ${JSON.stringify(problem.id)} is not in the manifest`
    case 'missing_prediction':
      return `no prediction for id ${JSON.stringify(problem.id)}`
    case 'invalid_expectation':
      return `invalid expectation: ${problem.problem}`
    case 'invalid_tools':
      return `invalid tools: ${problem.problem}`
    case 'missing_weight':
      return `no weight for category ${JSON.stringify(problem.category)}`
    case 'invalid_run':
      return `not an expect-tool-calls run: ${problem.problem}`
    case 'invalid_sample':
      return `not a sample as score writes it: ${problem.problem}`
    case 'incompatible_runs':
      return `cannot combine runs of ${problem.field} ${problem.first} and ${problem.other}`
    case 'unknown_entry':
      return `id ${JSON.stringify(problem.id)} is not an entry of the BFCL data`
    case 'no_bfcl_data':
      return 'no question file of a supported category (BFCL_v4_<category>.json)'
    case 'no_prediction_files':
      return 'no .json or .jsonl file in the directory'
    case 'duplicate_category':
      return `a second question file for category ${JSON.stringify(problem.category)} (the first is ${problem.first})`
    default: {
      const never: never = problem
      return never
    }
  }
}

/**
 * One violation in one line, compiler style: `file:line: path: problem`, e.g.
 * `preds.jsonl:7: truncated: must be true, false or null, got string`.
 */
export function describeViolation(violation: Violation): string {
  const where = violation.line === undefined ? violation.file : `${violation.file}:${violation.line}`
  const path =
    violation.path === undefined || violation.path.length === 0 ? '' : `${formatPath(violation.path)}: `
  return `${where}: ${path}${problemWords(violation.problem)}`
}
