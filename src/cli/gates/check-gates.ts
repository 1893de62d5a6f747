import { appendAll } from '../../append-all.js'
import { suiteEstimate } from '../../trials/summarize-trials.js'
import type { TrialsTally } from '../../trials/trials-tally.js'
import type { GateOptions } from './gate-options.js'
import { type SampleOutcome, sampleName } from './sample-outcomes.js'

/** A gate that failed, as data (words in `describe-gate.ts`). */
export type GateFailure =
  | { kind: 'pass_rate'; actual: number | null; min: number }
  | { kind: 'score'; actual: number | null; min: number }
  | {
      kind: 'regression'
      category: string
      baseline: number
      actual: number
      max: number
      /** Samples of the category that passed in the baseline and fail now, sorted. */
      regressed: string[]
    }
  /** The suite's pass^k (the mean over the items) is below the minimum. */
  | { kind: 'pass_hat_k'; k: number; min: number; actual: number; items: number }
  /** Some items have fewer than k judged trials (none, when unjudged): pass^k does not speak for them. */
  | { kind: 'pass_hat_k_short'; k: number; min: number; shorter: { id: string; n: number }[] }
  /** The run has no trials (its prediction rows carry no `trial`). */
  | { kind: 'pass_hat_k_no_trials'; k: number; min: number }

/** The numbers of a finished run the gates read. */
export interface RunNumbers {
  passRate: number | null
  score: number | null
  /** Every sample's outcome by `sampleKey`. */
  samples: ReadonlyMap<string, SampleOutcome>
  /** Each item's trials, when the run has trials. */
  trials?: TrialsTally | undefined
}

/** Rounding slack when an estimate meets its minimum (a mean of products of ratios): the minimum is inclusive. */
const SLACK = 1e-12

/**
 * The pass^k gate: every item needs k judged trials (an item with fewer is listed, never counted as zero nor left
 * out), and then the mean of the items' pass^k must reach the minimum.
 */
function passHatKGate(trials: TrialsTally | undefined, gate: { k: number; min: number }): GateFailure[] {
  const { k, min } = gate
  if (trials === undefined) return [{ kind: 'pass_hat_k_no_trials', k, min }]
  const estimate = suiteEstimate(trials, k, 'passHatK')
  if (estimate.shorter.length > 0) {
    const shorter = estimate.shorter.map((id) => ({ id, n: trials.items[id]!.n }))
    return [{ kind: 'pass_hat_k_short', k, min, shorter }]
  }
  const actual = estimate.value
  // No item at all: nothing was measured, and the gate fails saying so.
  if (actual === null) return [{ kind: 'pass_hat_k_no_trials', k, min }]
  if (actual >= min - SLACK) return []
  return [{ kind: 'pass_hat_k', k, min, actual, items: estimate.items }]
}

function passRates(samples: ReadonlyMap<string, SampleOutcome>): Map<string, number> {
  const tallies = new Map<string, [number, number]>()
  for (const { pass, category } of samples.values()) {
    const tally = tallies.get(category) ?? [0, 0]
    tally[0] += pass ? 1 : 0
    tally[1]++
    tallies.set(category, tally)
  }
  return new Map([...tallies].map(([category, [passes, count]]) => [category, passes / count]))
}

/**
 * The gates that fail for a run: the overall pass rate and score against their minimums (a run with no number
 * fails), the suite's pass^k against its minimum (every item needs k trials), and each category's pass rate against the baseline's (a drop larger than `maxRegression` fails, listing
 * the samples that passed in the baseline and fail now). Categories only one of the runs has are not compared.
 */
export function checkGates(
  run: RunNumbers,
  options: GateOptions,
  baseline: ReadonlyMap<string, SampleOutcome> | undefined,
): GateFailure[] {
  const failures: GateFailure[] = []
  if (options.minPassRate !== undefined && !(run.passRate !== null && run.passRate >= options.minPassRate)) {
    failures.push({ kind: 'pass_rate', actual: run.passRate, min: options.minPassRate })
  }
  if (options.minScore !== undefined && !(run.score !== null && run.score >= options.minScore)) {
    failures.push({ kind: 'score', actual: run.score, min: options.minScore })
  }
  if (options.minPassHatK !== undefined) appendAll(failures, passHatKGate(run.trials, options.minPassHatK))
  if (baseline === undefined) return failures
  const before = passRates(baseline)
  const now = passRates(run.samples)
  for (const category of [...now.keys()].sort()) {
    const was = before.get(category)
    const is = now.get(category)!
    // A tiny epsilon keeps a drop of exactly `max` (as decimals print it) from failing on rounding.
    if (was === undefined || was - is <= options.maxRegression + 1e-12) continue
    const regressed = [...run.samples]
      .filter(
        ([key, sample]) => sample.category === category && !sample.pass && baseline.get(key)?.pass === true,
      )
      .map(([key, sample]) => sampleName(key, sample.trial))
      .sort()
    failures.push({
      kind: 'regression',
      category,
      baseline: was,
      actual: is,
      max: options.maxRegression,
      regressed,
    })
  }
  return failures
}
