import type { JsonObject } from '../../json/types.js'
import type { FileHasher } from './file-hasher.js'
import { parseRow, type ReportProblem } from './parse-row.js'
import { type Line, readLines } from './read-lines.js'
import type { RowDigester } from './row-digest.js'
import type { ViolationList } from './violation-list.js'

/** One row of a JSONL input: the parsed object, its line, and how to report a problem at a path inside it. */
export interface JsonlRow {
  row: JsonObject
  line: Line
  report: ReportProblem
}

/**
 * The rows of a JSONL input file (`file` is its name in violations), parsed strictly by `parseRow`: blank lines are
 * skipped; every other line's bytes go to `digester` (valid or not, so that the shards of a file add up to it); a
 * line that is not a JSON object is reported at `file:line` and skipped. The whole file goes through `hasher`.
 */
export async function* jsonlRows(
  path: string,
  file: string,
  violations: ViolationList,
  hasher: FileHasher,
  digester: RowDigester,
): AsyncGenerator<JsonlRow> {
  for await (const line of readLines(path, hasher)) {
    const report: ReportProblem = (at, problem) =>
      violations.add({ file, line: line.number, path: at, problem })
    const row = parseRow(line, report)
    if (row === 'blank') continue
    if (line.bytes !== null) digester.add(line.bytes)
    if (row !== 'invalid') yield { row, line, report }
  }
}
