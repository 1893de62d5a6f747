import { appendFile, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describeSampleDifference } from '../../report/describe-sample-difference.js'
import { headlineScore } from '../../report/headline-score.js'
import { renderStepSummary, type SummaryRow } from '../../report/step-summary.js'
import type { FinalAggregate } from '../../score/final-types.js'
import type { Sample } from '../../score/types.js'
import { summarizeTrials } from '../../trials/summarize-trials.js'
import type { TrialsTally } from '../../trials/trials-tally.js'
import { EXIT, type ExitCode } from '../exit-codes.js'
import type { CliIo } from '../io.js'
import { renderJunit } from '../junit/render-junit.js'
import { checkGates } from './check-gates.js'
import { describeGate } from './describe-gate.js'
import type { GateOptions } from './gate-options.js'
import { NO_CATEGORY, type SampleOutcome, sampleKey, sampleLabel } from './sample-outcomes.js'

/** What a written run gives the CI step. */
export interface FinishedRun {
  /** The run directory (absolute) and as the user named it. */
  outPath: string
  out: string
  metrics: FinalAggregate
  /** Each item's trials, when the run has trials. */
  trials: TrialsTally | undefined
  gates: GateOptions
  baseline: ReadonlyMap<string, SampleOutcome> | undefined
  /** `--junit FILE` (absolute), if given. */
  junitPath: string | undefined
}

/**
 * After `score` wrote its run: the JUnit file (`--junit`), the gates (each failure printed), and on GitHub Actions
 * (`GITHUB_STEP_SUMMARY` set) the Markdown summary appended. Exits 4 when a gate failed, else 0.
 */
export async function finishCi(run: FinishedRun, io: CliIo): Promise<ExitCode> {
  const summaryFile = io.env?.GITHUB_STEP_SUMMARY || undefined
  const { minPassRate, minScore, minPassHatK } = run.gates
  const asked = [run.junitPath, summaryFile, minPassRate, minScore, minPassHatK, run.baseline].some(
    (item) => item !== undefined,
  )
  if (!asked) return EXIT.ok
  const text = await readFile(join(run.outPath, 'samples.jsonl'), 'utf8')
  const samples = text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as TrialSample)
  const outcomes = new Map(
    samples.map((sample): [string, SampleOutcome] => {
      const outcome: SampleOutcome = { pass: sample.pass, category: sample.category ?? NO_CATEGORY }
      if (sample.trial !== undefined) outcome.trial = sample.trial
      return [sampleKey(sample.id, sample.trial), outcome]
    }),
  )
  const numbers = {
    passRate: run.metrics.summary.passRate,
    score: headlineScore(run.metrics).score,
    samples: outcomes,
    trials: run.trials,
  }
  const failed = checkGates(numbers, run.gates, run.baseline)
  if (run.junitPath !== undefined) await writeFile(run.junitPath, renderJunit(samples))
  if (summaryFile !== undefined) {
    const title = `expect-tool-calls score → \`${run.out}\``
    const rows = samples.filter((sample) => !sample.pass).map(summaryRow)
    const trials = run.trials === undefined ? undefined : summarizeTrials(run.trials)
    await appendFile(
      summaryFile,
      renderStepSummary(title, run.metrics, rows, failed.map(describeGate), trials),
    )
  }
  if (failed.length === 0) return EXIT.ok
  const count = failed.length === 1 ? '1 gate' : `${failed.length} gates`
  io.stderr(
    `expect-tool-calls score: ${count} failed (the run is written):\n${failed.map(describeGate).join('\n')}\n`,
  )
  return EXIT.gate
}

/** A sample as `samples.jsonl` holds it: a sample of trials has its trial. */
type TrialSample = Sample & { trial?: number }

/** A failed sample's row in the step summary: its first difference in words (a sample of trials named with it). */
function summaryRow(sample: TrialSample): SummaryRow {
  const difference = describeSampleDifference(sample) ?? sample.failure ?? 'failed'
  return { id: sampleLabel(sample.id, sample.trial), total: sample.total, difference }
}
