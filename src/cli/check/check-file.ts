import { isRunExpectation } from '../../expect/is-run-expectation.js'
import { parseJson } from '../../json/parse.js'
import type { JsonValue, Path } from '../../json/types.js'
import { checkManifestRow } from '../input/manifest-row.js'
import { jsonTypeOf, type ViolationProblem } from '../input/violation.js'
import type { ViolationList } from '../input/violation-list.js'
import { expectationProblems } from './expectation-problems.js'
import { lineOfPath } from './line-of-path.js'

/** Where a problem of one document is: its line in the file, and the path inside the row or file. */
type Report = (path: Path, problem: ViolationProblem) => void

/**
 * Checks one file of expectations and adds every problem to `violations`, with its line and path: a JSONL manifest
 * (`.jsonl`, one row per line), a JSON array of manifest rows, or one expectation (`{"name", …}`, `{"calls"}`…).
 * Each row is checked as `score` checks it (fields, then its expectation, a turn's or a run's, compiled as the
 * matchers compile it), and every problem of an expectation is listed, not only the first the matchers would stop
 * at.
 */
export function checkFile(file: string, text: string, violations: ViolationList): void {
  if (file.endsWith('.jsonl')) {
    text.split(/\r?\n/).forEach((line, index) => {
      if (line.trim() === '') return
      const at: Report = (path, problem) => violations.add({ file, line: index + 1, path, problem })
      const parsed = parseJson(line)
      if (parsed.ok) checkRow(parsed.value, at)
      else at([], { kind: 'invalid_json', failure: parsed.failure })
    })
    return
  }
  const parsed = parseJson(text)
  if (!parsed.ok) {
    violations.add({
      file,
      line: parsed.failure.position.line,
      problem: { kind: 'invalid_json', failure: parsed.failure },
    })
    return
  }
  const at =
    (prefix: Path): Report =>
    (path, problem) =>
      violations.add({
        file,
        line: lineOfPath(text, [...prefix, ...path]),
        path: [...prefix, ...path],
        problem,
      })
  const value = parsed.value
  if (Array.isArray(value)) {
    for (const [index, row] of value.entries()) checkRow(row, at([index]))
  } else {
    checkExpectation(value, at([]))
  }
}

function checkRow(row: JsonValue, report: Report): void {
  if (jsonTypeOf(row) !== 'object') {
    report([], { kind: 'not_an_object', received: jsonTypeOf(row) })
    return
  }
  const object = row as Parameters<typeof checkManifestRow>[0]
  checkManifestRow(object, report)
  // The expectation is checked even when other fields of the row are wrong: every problem at once.
  if (Object.hasOwn(object, 'expected'))
    checkExpectation(object.expected!, (path, problem) => report(['expected', ...path], problem))
}

/** A turn expectation, or a run expectation when only a run expectation can be so written (as `score` reads it). */
function checkExpectation(expectation: JsonValue, report: Report): void {
  const kind = isRunExpectation(expectation) ? 'run' : 'turn'
  for (const { path, problem } of expectationProblems(expectation, kind)) {
    report(path, { kind: 'invalid_expectation', problem })
  }
}
