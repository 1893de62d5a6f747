import type { GateOptions } from './gate-options.js'
import type { SampleOutcome } from './sample-outcomes.js'

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

/** The numbers of a finished run the gates read. */
export interface RunNumbers {
  passRate: number | null
  score: number | null
  samples: ReadonlyMap<string, SampleOutcome>
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
 * fails), and each category's pass rate against the baseline's (a drop larger than `maxRegression` fails, listing
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
        ([id, sample]) => sample.category === category && !sample.pass && baseline.get(id)?.pass === true,
      )
      .map(([id]) => id)
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
