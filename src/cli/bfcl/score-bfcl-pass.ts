import { addSampleInPlace } from '../../score/add-sample.js'
import type { Aggregate } from '../../score/aggregate-types.js'
import { emptyAggregate } from '../../score/empty-aggregate.js'
import type { SampleRow } from '../commands/score-sample.js'
import { FileHasher } from '../input/file-hasher.js'
import { jsonlRows } from '../input/jsonl-rows.js'
import { usableId } from '../input/parse-row.js'
import { type RowDigest, RowDigester } from '../input/row-digest.js'
import type { ViolationList } from '../input/violation-list.js'
import { checkInterrupted } from '../interrupted.js'
import { LineWriter } from '../output/line-writer.js'
import type { Progress } from '../output/progress.js'
import { type InputFileEntry, inputFileEntry } from '../output/run-file.js'
import { collectWorst, type WorstItems } from '../report-html/index.js'
import type { CategoryTally } from './bfcl-accuracy.js'
import type { BfclData } from './bfcl-dir.js'
import type { UnbuildableEntry } from './bfcl-report.js'
import { type BfclResultRow, checkResultRow } from './bfcl-result-row.js'
import { type BfclScoreContext, scoreBfclEntry } from './score-bfcl-entry.js'

/** A predictions file: where it is, and its name as the user would write it (for messages). */
export interface PredictionFile {
  path: string
  file: string
  bytes: number
}

/** What the streaming pass over BFCL result files needs. */
export interface BfclPass {
  data: BfclData
  predictions: readonly PredictionFile[]
  context: BfclScoreContext
  /** Score an entry of a run category without a prediction as `missing_prediction` instead of reporting it. */
  allowMissing: boolean
  violations: ViolationList
  /** Where `samples.jsonl` goes (in the staging directory), or `undefined` to write nothing. */
  samplesPath: string | undefined
  progress: Progress
  signal: AbortSignal | undefined
}

/** What the pass counted (meaningful when no violation was found). */
export interface BfclPassResult {
  aggregate: Aggregate
  worst: WorstItems
  samples: number
  tallies: CategoryTally[]
  missing: Record<string, number>
  unbuildable: UnbuildableEntry[]
  files: InputFileEntry[]
  digest: RowDigest
}

/**
 * Streams the result files once, in order: checks each row, joins it to its BFCL entry by id, scores it and appends
 * the sample. A category is run when a prediction names one of its entries; every entry of a run category then
 * needs a prediction (or, with `allowMissing`, is scored `missing_prediction`, in data order, after the rest).
 * After the first violation nothing more is scored, but every row is still checked, so that all are listed.
 */
export async function scoreBfclPass(pass: BfclPass): Promise<BfclPassResult> {
  const { data, violations } = pass
  const seenFile = new Int32Array(data.entries.length).fill(-1)
  const seenLine = new Int32Array(data.entries.length)
  const run = new Map(
    data.categories.map((category) => [category.category, { entries: 0, passed: 0, run: false }]),
  )
  const answersReported = new Set<string>()
  const writer = pass.samplesPath === undefined ? undefined : new LineWriter(pass.samplesPath)
  const worst = collectWorst()
  const digester = new RowDigester()
  const result = {
    aggregate: emptyAggregate(),
    samples: 0,
    missing: {} as Record<string, number>,
    unbuildable: [] as UnbuildableEntry[],
  }
  const files: InputFileEntry[] = []
  const emit = (index: number, row: BfclResultRow | undefined) => {
    const entry = data.entries[index]!
    const scored = scoreBfclEntry(entry, row, pass.context)
    const sample: SampleRow = scored.sample
    writer?.write(JSON.stringify(sample))
    addSampleInPlace(result.aggregate, sample)
    worst.add(sample)
    result.samples++
    const tally = run.get(entry.category)!
    tally.entries++
    if (sample.pass) tally.passed++
    if (row === undefined) result.missing[entry.category] = (result.missing[entry.category] ?? 0) + 1
    if (scored.unbuildable !== undefined)
      result.unbuildable.push({ id: entry.id, category: entry.category, problem: scored.unbuildable })
  }
  let done = 0
  try {
    for (const [fileIndex, predictions] of pass.predictions.entries()) {
      const hasher = new FileHasher()
      const rows = jsonlRows(predictions.path, predictions.file, violations, hasher, digester)
      for await (const { row: parsed, line, report } of rows) {
        checkInterrupted(pass.signal)
        pass.progress.update(done + line.end, result.samples)
        const row = checkResultRow(parsed, report)
        const id = row?.id ?? usableId(parsed)
        if (id === undefined) continue
        const index = data.ids.get(id)
        if (index === undefined) {
          report(['id'], { kind: 'unknown_entry', id })
          continue
        }
        if (seenFile[index] !== -1) {
          const first = { file: pass.predictions[seenFile[index]!]!.file, line: seenLine[index]! }
          report(['id'], { kind: 'duplicate_id', id, first })
          continue
        }
        seenFile[index] = fileIndex
        seenLine[index] = line.number
        const category = data.entries[index]!.category
        run.get(category)!.run = true
        const files = data.categories.find((found) => found.category === category)!
        if (!files.answersFound && !answersReported.has(category)) {
          answersReported.add(category)
          violations.add({ file: files.answers!, problem: { kind: 'unreadable_file', code: 'ENOENT' } })
        }
        if (row !== undefined && violations.count === 0) emit(index, row)
      }
      files.push(inputFileEntry(predictions.file, hasher.result()))
      done += predictions.bytes
    }
    for (const [index, entry] of data.entries.entries()) {
      checkInterrupted(pass.signal)
      if (seenFile[index] !== -1 || !run.get(entry.category)!.run) continue
      if (!pass.allowMissing) {
        violations.add({
          file: entry.file,
          line: entry.line,
          problem: { kind: 'missing_prediction', id: entry.id },
        })
      } else if (violations.count === 0) emit(index, undefined)
    }
    writer?.close()
  } catch (error) {
    writer?.abandon()
    throw error
  } finally {
    pass.progress.finish()
  }
  const available = new Map<string, number>()
  for (const entry of data.entries) available.set(entry.category, (available.get(entry.category) ?? 0) + 1)
  const tallies = data.categories.map(({ category }): CategoryTally => {
    const tally = run.get(category)!
    const scored = tally.run ? { entries: tally.entries, passed: tally.passed } : null
    return { category, available: available.get(category) ?? 0, scored }
  })
  return { ...result, worst: worst.result(), tallies, files, digest: digester.digest() }
}
