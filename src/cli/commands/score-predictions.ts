import { compileTurn } from '../../compile/compile-turn.js'
import { isRunExpectation } from '../../expect/is-run-expectation.js'
import { addSampleInPlace } from '../../score/add-sample.js'
import type { Aggregate } from '../../score/aggregate-types.js'
import { emptyAggregate } from '../../score/empty-aggregate.js'
import {
  addTrialInPlace,
  addUnjudgedInPlace,
  emptyTrialsTally,
  type TrialsTally,
} from '../../trials/trials-tally.js'
import { MatcherUsageError } from '../../usage-error.js'
import { type FileHash, FileHasher } from '../input/file-hasher.js'
import { jsonlRows } from '../input/jsonl-rows.js'
import type { ManifestIndex } from '../input/manifest-index.js'
import { usableId } from '../input/parse-row.js'
import { checkPredictionRow, type PredictionRow } from '../input/prediction-row.js'
import { type RowDigest, RowDigester } from '../input/row-digest.js'
import { TrialRows } from '../input/trial-rows.js'
import { ViolationList } from '../input/violation-list.js'
import { checkInterrupted } from '../interrupted.js'
import { LineWriter } from '../output/line-writer.js'
import type { Progress } from '../output/progress.js'
import { collectWorst, type WorstItems } from '../report-html/index.js'
import { type ScoreContext, scoreSample } from './score-sample.js'

/** What the streaming pass needs. */
export interface ScorePass {
  manifest: ManifestIndex
  /** The manifest and predictions files as the user named them, for messages. */
  manifestFile: string
  predictionsPath: string
  predictionsFile: string
  context: ScoreContext
  /** Score manifest rows without a prediction row as `missing_prediction` instead of reporting them. */
  allowMissing: boolean
  violations: ViolationList
  /** Where `samples.jsonl` goes (in the staging directory). */
  samplesPath: string
  progress: Progress
  signal: AbortSignal | undefined
}

/** What the pass produced (meaningful when no violation was found). */
export interface ScorePassResult {
  aggregate: Aggregate
  /** Each item's judged trials (n) and passes (c), when the prediction rows carry `trial`; else absent. */
  trials: TrialsTally | undefined
  worst: WorstItems
  samples: number
  predictions: { file: FileHash; digest: RowDigest }
}

/**
 * Streams the predictions once, in constant memory: checks each row, joins it to its manifest row by id (the manifest
 * is read on as far as the id needs, and rows asked for again are read back from the file by offset), scores it and
 * appends the sample to `samples.jsonl`, in prediction order. Manifest rows without a prediction follow, in manifest
 * order, when `allowMissing`; otherwise each is a violation. After the first violation nothing more is written, but
 * every row is still checked, so that all violations are listed: the manifest's first, then the predictions', as if
 * the manifest had been read whole first.
 *
 * When the rows carry `trial` (the first row decides: then every row needs one), an id may have several rows, one
 * per trial; a repeated (id, trial) is the violation a repeated id is otherwise. Each row is a sample, and counts as
 * a judged trial of its id in the trials tally; a manifest id without any row (with `allowMissing`) is `unjudged`.
 */
export async function scorePredictions(pass: ScorePass): Promise<ScorePassResult> {
  const { manifest, context } = pass
  /** The predictions pass's own violations, listed after the manifest's. */
  const violations = new ViolationList()
  /** Per manifest row: the line of its prediction row, and whether it was joined. */
  const seen: number[] = []
  const scored: boolean[] = []
  const writer = new LineWriter(pass.samplesPath)
  const worst = collectWorst()
  const hasher = new FileHasher()
  const digester = new RowDigester()
  const aggregate = emptyAggregate()
  const trialRows = new TrialRows(pass.predictionsFile)
  const tally = emptyTrialsTally()
  let samples = 0
  const clean = () => pass.violations.count + manifest.violations.count + violations.count === 0
  const join = (row: number, prediction: PredictionRow | undefined) => {
    scored[row] = true
    try {
      const sample = scoreSample(manifest.read(row), prediction, context)
      if (!clean()) return
      writer.write(JSON.stringify(sample))
      addSampleInPlace(aggregate, sample)
      if (trialRows.trials) {
        if (prediction === undefined) addUnjudgedInPlace(tally, sample.id)
        else addTrialInPlace(tally, sample.id, sample.pass)
      }
      worst.add(sample)
      samples++
    } catch (thrown) {
      if (!(thrown instanceof MatcherUsageError)) throw thrown
      const error = asWrittenInJson(manifest.read(row).expected, thrown)
      const problem = { kind: 'invalid_expectation', problem: error.problem } as const
      violations.add({
        file: pass.manifestFile,
        line: manifest.lines[row]!,
        path: ['expected', ...error.path],
        problem,
      })
    }
  }
  try {
    const rows = jsonlRows(pass.predictionsPath, pass.predictionsFile, violations, hasher, digester)
    for await (const { row: parsed, line, report } of rows) {
      checkInterrupted(pass.signal)
      pass.progress.update(line.end, samples)
      const checked = checkPredictionRow(parsed, report)
      const prediction = trialRows.agrees(parsed, line.number, report) ? checked : undefined
      // The join is checked on every row with a usable id, valid or not, so that no repeat goes unnoticed.
      const id = checked?.id ?? usableId(parsed)
      if (id === undefined) continue
      const row = await manifest.find(id)
      if (row === undefined) {
        report(['id'], { kind: 'unknown_id', id })
      } else if (trialRows.trials) {
        // A row without a usable trial was reported; it still stands for its id, which is then not missing.
        seen[row] ??= line.number
        const fresh = trialRows.fresh(row, id, parsed, line.number, report)
        if (fresh && prediction !== undefined && manifest.valid[row]) join(row, prediction)
      } else if (seen[row] !== undefined) {
        report(['id'], { kind: 'duplicate_id', id, first: { file: pass.predictionsFile, line: seen[row] } })
      } else {
        seen[row] = line.number
        if (prediction !== undefined && manifest.valid[row]) join(row, prediction)
      }
    }
    await manifest.finish()
    // Rows left: without a prediction (missing, or a violation), or whose prediction row was invalid (then only
    // their expectation is checked, as a violation was already found).
    for (let row = 0; row < manifest.lines.length; row++) {
      checkInterrupted(pass.signal)
      if (scored[row] === true || !manifest.valid[row]) continue
      if (seen[row] === undefined && !pass.allowMissing) {
        const id = manifest.read(row).id
        violations.add({
          file: pass.manifestFile,
          line: manifest.lines[row]!,
          problem: { kind: 'missing_prediction', id },
        })
      }
      join(row, undefined)
    }
    writer.close()
  } catch (error) {
    writer.abandon()
    throw error
  } finally {
    await manifest.close()
    pass.progress.finish()
  }
  pass.violations.append(manifest.violations)
  pass.violations.append(violations)
  return {
    // Read whole first, a manifest with problems would have let no sample be scored: nor does it here.
    aggregate: manifest.violations.count === 0 ? aggregate : emptyAggregate(),
    trials: trialRows.trials ? tally : undefined,
    worst: worst.result(),
    samples,
    predictions: { file: hasher.result(), digest: digester.digest() },
  }
}

/**
 * A manifest's expectation is JSON: the usage error it gets is the one its JSON reading gives (an unknown rule's
 * list names only the rules JSON can hold), found again only on this error path; `error` when that reading
 * agrees or finds nothing (a problem that depends on the profile or the tools). A run expectation's error is its own.
 */
function asWrittenInJson(expected: unknown, error: MatcherUsageError): MatcherUsageError {
  if (isRunExpectation(expected)) return error
  try {
    compileTurn(expected, { unicode: 'nfc', extraArguments: 'forbid', written: 'json' })
  } catch (asJson) {
    if (asJson instanceof MatcherUsageError) return asJson
  }
  return error
}
