import type { Sample } from '../../score/types.js'
import {
  addTrialInPlace,
  addUnjudgedInPlace,
  emptyTrialsTally,
  type TrialsTally,
} from '../../trials/trials-tally.js'
import type { LoadedRun } from '../input/load-run.js'
import { parseRow, type ReportProblem, usableId } from '../input/parse-row.js'
import { readLines, SAMPLE_LINE_BYTES } from '../input/read-lines.js'
import { checkSampleRow } from '../input/sample-schema.js'
import type { ViolationList } from '../input/violation-list.js'
import { checkInterrupted } from '../interrupted.js'
import type { TrialsSection } from '../output/aggregate-file.js'
import { LineWriter } from '../output/line-writer.js'
import { collectWorst, type WorstItems } from '../report-html/index.js'

/** Lines per shard in the id index: a first sighting is stored as `shard × LINES + line`. */
const LINES = 2 ** 32

/**
 * The first place of each sample: by id, and by (id, trial) for the samples of trials. An id without a trial stands
 * for its item alone, so a second sample of it — with a trial or without — repeats it, as in one predictions file.
 */
class SampleIndex {
  private readonly ids = new Map<string, { at: number; trial: boolean }>()
  private readonly trials = new Map<string, number>()

  /** Records a sample at `at`; the place it repeats (and whether as a trial), or `undefined` when it is new. */
  see(id: string, trial: number | undefined, at: number): { at: number; trial: boolean } | undefined {
    const first = this.ids.get(id)
    if (trial === undefined || first?.trial === false) {
      if (first !== undefined) return { at: first.at, trial: false }
      this.ids.set(id, { at, trial: false })
      return undefined
    }
    const key = `${trial}:${id}`
    const repeated = this.trials.get(key)
    if (repeated !== undefined) return { at: repeated, trial: true }
    this.trials.set(key, at)
    if (first === undefined) this.ids.set(id, { at, trial: true })
    return undefined
  }
}

/**
 * The first item whose counts in a shard's samples differ from its `aggregate.json` trials (`undefined` when they
 * agree): a sample with a trial is a judged trial of its id, one without is an unjudged item.
 */
function trialsDiffer(fromSamples: TrialsTally, written: TrialsSection | undefined): string | undefined {
  const items = written?.items ?? {}
  const ids = new Set([...Object.keys(fromSamples.items), ...Object.keys(items)])
  for (const id of [...ids].sort()) {
    const a = Object.hasOwn(fromSamples.items, id) ? fromSamples.items[id]! : undefined
    const b = Object.hasOwn(items, id) ? items[id]! : undefined
    if (a?.n === b?.n && a?.c === b?.c) continue
    const shown = (counts: typeof a) =>
      counts === undefined ? 'no trial' : `${counts.c} of ${counts.n} trials passed`
    return `item ${JSON.stringify(id)} has ${shown(a)} in samples.jsonl but ${shown(b)} in aggregate.json`
  }
  return undefined
}

/**
 * Concatenates the shards' `samples.jsonl` into `samplesPath`, line for line in the order the shards are given,
 * checking that every line is a sample (`SAMPLE_ROW`: each problem a violation at `file:line` and its field), that
 * no id — or (id, trial), for the samples of trials — appears twice (across shards too), that each shard has as many
 * samples as its aggregate counts, and that a shard's samples of trials add up to its trials tally. Memory grows
 * with the number of samples (to find repeats), not with their size.
 */
export async function mergeSamples(
  runs: readonly LoadedRun[],
  samplesPath: string,
  violations: ViolationList,
  signal: AbortSignal | undefined,
): Promise<{ worst: WorstItems; samples: number }> {
  const writer = new LineWriter(samplesPath)
  const worst = collectWorst()
  const firsts = new SampleIndex()
  let samples = 0
  try {
    for (const [shard, run] of runs.entries()) {
      let rows = 0
      const tally = emptyTrialsTally()
      const trials = run.aggregate.trials !== undefined
      let strayTrial = false
      let duplicated = false
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
        const trial = typeof parsed.trial === 'number' ? parsed.trial : undefined
        const first = firsts.see(id, trial, shard * LINES + line.number)
        if (first !== undefined) {
          const at = { file: runs[Math.floor(first.at / LINES)]!.samplesFile, line: first.at % LINES }
          if (first.trial) report(['trial'], { kind: 'duplicate_trial', id, trial: trial!, first: at })
          else report(['id'], { kind: 'duplicate_id', id, first: at })
          duplicated = true
          continue
        }
        if (!trials) strayTrial ||= trial !== undefined
        else if (trial === undefined) addUnjudgedInPlace(tally, id)
        else addTrialInPlace(tally, id, parsed.pass === true)
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
      // A duplicate left out of the tally is reported as such, not as a shard whose counts disagree with it.
      const differ = trials && !duplicated ? trialsDiffer(tally, run.aggregate.trials) : undefined
      if (differ !== undefined)
        violations.add({ file: run.samplesFile, problem: { kind: 'invalid_run', problem: differ } })
      else if (strayTrial) {
        const problem = 'samples.jsonl has samples of trials but aggregate.json has no trials'
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
