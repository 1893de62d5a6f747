import type { GateFailure } from './check-gates.js'

const percent = (value: number | null) =>
  value === null ? 'none (no samples)' : `${(value * 100).toFixed(1)} %`
const number = (value: number | null) => (value === null ? 'none (no samples)' : value.toFixed(3))

/** How many regressed sample ids are listed per category; the rest are counted. */
const LISTED = 10

/** The words for a failed gate: one line, and for a regression the samples that flipped. */
export function describeGate(failure: GateFailure): string {
  switch (failure.kind) {
    case 'pass_rate':
      return `pass rate ${percent(failure.actual)} is below --min-pass-rate ${percent(failure.min)}`
    case 'score':
      return `overall score ${number(failure.actual)} is below --min-score ${number(failure.min)}`
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
    default: {
      const never: never = failure
      return never
    }
  }
}
