import { printable } from '../diff/terminal-text.js'
import type { GateFailure } from './check-gates.js'

/**
 * `value` with `digits` decimals, or more when that many would round it up to `below` or past it (0.7999 against
 * 0.8 is "0.7999", never "0.800 is below 0.8"): a failed gate's number always reads as below its threshold.
 */
function fixedBelow(value: number, digits: number, below: number | undefined): string {
  let shown = value.toFixed(digits)
  for (let more = digits + 1; below !== undefined && Number(shown) >= below && more <= 12; more++)
    shown = value.toFixed(more)
  return shown
}

const percent = (value: number | null, below?: number) =>
  value === null
    ? 'none (no samples)'
    : `${fixedBelow(value * 100, 1, below === undefined ? undefined : below * 100)} %`
const number = (value: number | null, below?: number) =>
  value === null ? 'none (no samples)' : fixedBelow(value, 3, below)

/** How many regressed sample ids (or items short of trials) are listed; the rest are counted. */
const LISTED = 10

/** The `--min-pass-hat-k` value as given: `K:R`. */
const gateText = (gate: { k: number; min: number }) => `${gate.k}:${gate.min}`

/** The words for a failed gate: one line, and for a regression the samples that flipped. */
export function describeGate(failure: GateFailure): string {
  switch (failure.kind) {
    case 'pass_rate':
      return `pass rate ${percent(failure.actual, failure.min)} is below --min-pass-rate ${percent(failure.min)}`
    case 'score':
      return `overall score ${number(failure.actual, failure.min)} is below --min-score ${number(failure.min)}`
    case 'regression': {
      const ids = failure.regressed.slice(0, LISTED).join(', ')
      const more = failure.regressed.length > LISTED ? ` … and ${failure.regressed.length - LISTED} more` : ''
      const flipped =
        failure.regressed.length === 0 ? '' : `\n  passed in the baseline, failing now: ${ids}${more}`
      return (
        `category ${JSON.stringify(failure.category)}: pass rate ${percent(failure.actual)}, down from ` +
        `${percent(failure.baseline)} in the baseline (more than --max-regression ${percent(failure.max)})${flipped}`
      )
    }
    case 'pass_hat_k':
      return `pass^${failure.k} ${number(failure.actual, failure.min)} (the mean over ${failure.items} ${failure.items === 1 ? 'item' : 'items'}) is below --min-pass-hat-k ${gateText(failure)}`
    case 'pass_hat_k_short': {
      const listed = failure.shorter
        .slice(0, LISTED)
        .map(
          ({ id, n }) =>
            `${printable(id)} (${n === 0 ? 'no trial: unjudged' : `${n} ${n === 1 ? 'trial' : 'trials'}`})`,
        )
      const more = failure.shorter.length > LISTED ? ` … and ${failure.shorter.length - LISTED} more` : ''
      const count = failure.shorter.length
      return (
        `--min-pass-hat-k ${gateText(failure)}: pass^${failure.k} needs ${failure.k} trials of every item, and ` +
        `${count} ${count === 1 ? 'item has' : 'items have'} fewer: ${listed.join(', ')}${more}`
      )
    }
    case 'pass_hat_k_no_trials':
      return `--min-pass-hat-k ${gateText(failure)}: the run has no trials (no prediction row has a "trial" field)`
    default: {
      const never: never = failure
      return never
    }
  }
}
