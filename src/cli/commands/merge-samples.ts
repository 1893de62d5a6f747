import type { Sample } from '../../score/types.js'
import type { LoadedRun } from '../input/load-run.js'
import { parseRow, type ReportProblem, usableId } from '../input/parse-row.js'
import { readLines, SAMPLE_LINE_BYTES } from '../input/read-lines.js'
import { checkSampleRow } from '../input/sample-schema.js'
import type { ViolationList } from '../input/violation-list.js'
import { checkInterrupted } from '../interrupted.js'
import { LineWriter } from '../output/line-writer.js'
import { collectWorst, type WorstItems } from '../report-html/index.js'

/** Lines per shard in the id index: a first sighting is stored as `shard × LINES + line`. */
const LINES = 2 ** 32

/**
 * Concatenates the shards' `samples.jsonl` into `samplesPath`, line for line in the order the shards are given,
 * checking that every line is a sample (`SAMPLE_ROW`: each problem a violation at `file:line` and its field), that no id appears twice (across shards too) and that each shard has as
 * many samples as its aggregate counts. Memory grows with the number of ids (to find repeats), not with the samples.
 */
export async function mergeSamples(
  runs: readonly LoadedRun[],
  samplesPath: string,
  violations: ViolationList,
  signal: AbortSignal | undefined,
): Promise<{ worst: WorstItems; samples: number }> {
  const writer = new LineWriter(samplesPath)
  const worst = collectWorst()
  const firsts = new Map<string, number>()
  let samples = 0
  try {
    for (const [shard, run] of runs.entries()) {
      let rows = 0
      for await (const line of readLines(run.samplesPath, undefined, SAMPLE_LINE_BYTES)) {
        checkInterrupted(signal)
        const report: ReportProblem = (path, problem) =>
          violations.add({ file: run.samplesFile, line: line.number, path, problem })
        const parsed = parseRow(line, report, SAMPLE_LINE_BYTES)
        if (parsed === 'blank') continue
        rows++
        if (parsed === 'invalid') continue
        // A sample on disk is input like a prediction: checked field by field before anything reads it.
        for (const { path, problem } of checkSampleRow(parsed))
          report(path, { kind: 'invalid_sample', problem })
        const id = usableId(parsed)
        if (id === undefined) continue
        const first = firsts.get(id)
        if (first !== undefined) {
          const at = { file: runs[Math.floor(first / LINES)]!.samplesFile, line: first % LINES }
          report(['id'], { kind: 'duplicate_id', id, first: at })
          continue
        }
        firsts.set(id, shard * LINES + line.number)
        if (violations.count > 0) continue
        writer.write(line.bytes!.toString('utf8'))
        worst.add(parsed as unknown as Sample)
        samples++
      }
      const counted = run.aggregate.aggregate.all.samples
      if (rows !== counted) {
        const problem = `samples.jsonl has ${rows} samples but aggregate.json counts ${counted}`
        violations.add({ file: run.samplesFile, problem: { kind: 'invalid_run', problem } })
      }
    }
    writer.close()
  } catch (error) {
    writer.abandon()
    throw error
  }
  return { worst: worst.result(), samples }
}
