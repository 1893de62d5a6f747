import { describe, expect, test } from 'vitest'
import { describeViolation } from '../../../src/cli/input/describe-violation.js'
import type { ViolationProblem } from '../../../src/cli/input/violation.js'
import { ViolationList } from '../../../src/cli/input/violation-list.js'

/** One problem of every kind: a kind added without words fails to compile in describe-violation.ts. */
const problems: ViolationProblem[] = [
  { kind: 'unreadable_file', code: 'EACCES' },
  { kind: 'unreadable_file', code: 'EMFILE' },
  { kind: 'invalid_utf8' },
  { kind: 'line_too_long', limit: 10 },
  {
    kind: 'invalid_json',
    failure: { kind: 'trailing_content', position: { offset: 4, line: 1, column: 5 } },
  },
  {
    kind: 'invalid_json',
    failure: { kind: 'number_overflow', position: { offset: 4, line: 1, column: 5 }, token: '1e999' },
  },
  { kind: 'invalid_json', failure: { kind: 'too_deep', position: { offset: 4, line: 1, column: 5 } } },
  { kind: 'not_an_object', received: 'null' },
  { kind: 'missing_field', field: 'id' },
  { kind: 'wrong_type', expected: 'failure_flag', received: 'number' },
  { kind: 'unknown_field', field: 'x' },
  { kind: 'conflicting_fields', fields: ['a', 'b'] },
  { kind: 'duplicate_id', id: 'a', first: { file: 'f', line: 1 } },
  { kind: 'duplicate_trial', id: 'a', trial: 2, first: { file: 'f', line: 1 } },
  { kind: 'trial_mixed', has: true, first: { file: 'f', line: 1 } },
  { kind: 'trial_mixed', has: false, first: { file: 'f', line: 1 } },
  { kind: 'wrong_type', expected: 'trial', received: 'string' },
  { kind: 'unknown_id', id: 'a' },
  { kind: 'missing_prediction', id: 'a' },
  { kind: 'invalid_expectation', problem: 'p' },
  { kind: 'invalid_tools', problem: 'p' },
  { kind: 'missing_weight', category: 'c' },
  { kind: 'invalid_run', problem: 'p' },
  { kind: 'incompatible_runs', field: 'profile', first: 'a', other: 'b' },
  { kind: 'unknown_entry', id: 'a' },
  { kind: 'no_bfcl_data' },
  { kind: 'no_prediction_files' },
  { kind: 'duplicate_category', category: 'simple_python', first: 'd/BFCL_v3_simple_python.json' },
]

describe('describeViolation', () => {
  test('every problem has words, after file:line and the path', () => {
    expect(
      problems.map((problem) =>
        describeViolation({ file: 'f.jsonl', line: 3, path: ['a', 0, 'b c'], problem }),
      ),
    ).toMatchInlineSnapshot(`
      [
        "f.jsonl:3: a[0]["b c"]: cannot read the file: permission denied",
        "f.jsonl:3: a[0]["b c"]: cannot read the file: EMFILE",
        "f.jsonl:3: a[0]["b c"]: the bytes are not valid UTF-8",
        "f.jsonl:3: a[0]["b c"]: the line is longer than 10 bytes",
        "f.jsonl:3: a[0]["b c"]: more than one JSON value on the line (at column 5)",
        "f.jsonl:3: a[0]["b c"]: the number "1e999" overflows (at column 5)",
        "f.jsonl:3: a[0]["b c"]: the row nests too deeply (at column 5)",
        "f.jsonl:3: a[0]["b c"]: a row must be a JSON object, got null",
        "f.jsonl:3: a[0]["b c"]: missing field "id"",
        "f.jsonl:3: a[0]["b c"]: must be true, false, null or a string (the error), got number",
        "f.jsonl:3: a[0]["b c"]: unknown field "x"",
        "f.jsonl:3: a[0]["b c"]: give "a" or "b", not both",
        "f.jsonl:3: a[0]["b c"]: duplicate id "a" (first at f:1)",
        "f.jsonl:3: a[0]["b c"]: duplicate trial 2 of id "a" (first at f:1)",
        "f.jsonl:3: a[0]["b c"]: this row has a "trial" but the first row (f:1) has none: give every row a "trial", or none",
        "f.jsonl:3: a[0]["b c"]: missing field "trial": the first row (f:1) has one, so every row needs one",
        "f.jsonl:3: a[0]["b c"]: must be a whole number ≥ 0 (which trial of the id the row is), got string",
        "f.jsonl:3: a[0]["b c"]: id "a" is not in the manifest",
        "f.jsonl:3: a[0]["b c"]: no prediction for id "a"",
        "f.jsonl:3: a[0]["b c"]: invalid expectation: p",
        "f.jsonl:3: a[0]["b c"]: invalid tools: p",
        "f.jsonl:3: a[0]["b c"]: no weight for category "c"",
        "f.jsonl:3: a[0]["b c"]: not an expect-tool-calls run: p",
        "f.jsonl:3: a[0]["b c"]: cannot combine runs of profile a and b",
        "f.jsonl:3: a[0]["b c"]: id "a" is not an entry of the BFCL data",
        "f.jsonl:3: a[0]["b c"]: no question file of a supported category (BFCL_v4_<category>.json)",
        "f.jsonl:3: a[0]["b c"]: no .json or .jsonl file in the directory",
        "f.jsonl:3: a[0]["b c"]: a second question file for category "simple_python" (the first is d/BFCL_v3_simple_python.json)",
      ]
    `)
  })

  test('a file-level problem has no line or path', () => {
    expect(describeViolation({ file: 'f.json', problem: { kind: 'invalid_utf8' } })).toBe(
      'f.json: the bytes are not valid UTF-8',
    )
  })

  test('the list counts one problem', () => {
    const list = new ViolationList(1)
    list.add({ file: 'f', line: 2, problem: { kind: 'unknown_id', id: 'x' } })
    list.add({ file: 'f', line: 1, problem: { kind: 'unknown_id', id: 'y' } })
    expect(list.describe()).toBe('f:2: id "x" is not in the manifest\n… and 1 more (2 in all)\n')
  })
})
