import { sampleKey, sampleLabel } from '../gates/sample-outcomes.js'
import { parseRow, type ReportProblem, rowId } from '../input/parse-row.js'
import { readLines, SAMPLE_LINE_BYTES } from '../input/read-lines.js'
import { jsonTypeOf } from '../input/violation.js'
import type { ViolationList } from '../input/violation-list.js'
import { checkInterrupted } from '../interrupted.js'

/**
 * Samples whose outcome differs between two runs, by id in the order of the new run (then the old one); a sample of
 * trials is matched by its id and trial and named `id (trial t)`.
 */
export interface Flips {
  /** Passed before, fail now. */
  toFail: string[]
  /** Failed before, pass now. */
  toPass: string[]
  onlyOld: string[]
  onlyNew: string[]
}

/**
 * Streams a `samples.jsonl`, calling `visit(key, name, pass)` for each sample (its `sampleKey` and `sampleLabel`);
 * malformed lines are reported.
 */
async function eachSample(
  path: string,
  file: string,
  violations: ViolationList,
  signal: AbortSignal | undefined,
  visit: (key: string, name: string, pass: boolean) => void,
): Promise<void> {
  for await (const line of readLines(path, undefined, SAMPLE_LINE_BYTES)) {
    checkInterrupted(signal)
    const report: ReportProblem = (at, problem) =>
      violations.add({ file, line: line.number, path: at, problem })
    const row = parseRow(line, report, SAMPLE_LINE_BYTES)
    if (typeof row !== 'object') continue
    const id = rowId(row, report)
    if (typeof row.pass !== 'boolean') {
      report(['pass'], { kind: 'wrong_type', expected: 'boolean', received: jsonTypeOf(row.pass) })
    } else if (id !== undefined) {
      const trial = typeof row.trial === 'number' ? row.trial : undefined
      visit(sampleKey(id, trial), sampleLabel(id, trial), row.pass)
    }
  }
}

/**
 * The samples whose pass flipped between two runs. The old run's outcomes are held by id (memory grows with the
 * number of samples, not their size); the new run streams past them.
 */
export async function diffFlips(
  old: { path: string; file: string },
  next: { path: string; file: string },
  violations: ViolationList,
  signal: AbortSignal | undefined,
): Promise<Flips> {
  const before = new Map<string, { name: string; pass: boolean }>()
  await eachSample(old.path, old.file, violations, signal, (key, name, pass) =>
    before.set(key, { name, pass }),
  )
  const flips: Flips = { toFail: [], toPass: [], onlyOld: [], onlyNew: [] }
  await eachSample(next.path, next.file, violations, signal, (key, name, pass) => {
    const was = before.get(key)?.pass
    before.delete(key)
    if (was === undefined) flips.onlyNew.push(name)
    else if (was && !pass) flips.toFail.push(name)
    else if (!was && pass) flips.toPass.push(name)
  })
  for (const { name } of before.values()) flips.onlyOld.push(name)
  return flips
}
