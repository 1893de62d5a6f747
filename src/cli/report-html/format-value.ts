/** What a metric with a zero denominator shows: never 0, never 1. */
export const NOT_AVAILABLE = 'n/a'

/**
 * Rounds for display without lying at the ends: a value that is not exactly 1 never shows as `1.00` (it shows
 * `>0.99`), and one that is not exactly 0 never shows as `0.00` (`<0.01`).
 */
function bounded(value: number, digits: number, scale: number, suffix: string): string {
  const step = 10 ** -digits
  const rounded = (value * scale).toFixed(digits)
  if (value > 0 && Number(rounded) === 0) return `<${step.toFixed(digits)}${suffix}`
  if (value < 1 && Number(rounded) >= scale) return `>${(scale - step).toFixed(digits)}${suffix}`
  return `${rounded}${suffix}`
}

/** A score in [0, 1] with two decimals (`0.83`), or `n/a` for `null`. */
export function formatScore(value: number | null): string {
  return value === null ? NOT_AVAILABLE : bounded(value, 2, 1, '')
}

/** A rate in [0, 1] as a percentage with one decimal (`12.5%`), or `n/a` for `null`. */
export function formatRate(value: number | null): string {
  return value === null ? NOT_AVAILABLE : bounded(value, 1, 100, '%')
}

/** A count with thousands separators (`12,345`), independent of the machine's locale. */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A count and a noun, plural unless the count is 1 (`1 sample`, `12,345 samples`). */
export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`
}
