/** Sums are held in units of 2⁻⁶⁰: every axis value maps to one exact integer, so adding them is associative. */
const SCALE = 2 ** 60

/** A value in [0, 1] as exact integer units (a decimal string, since JSON has no big integers). */
export function toUnits(value: number): string {
  return BigInt(Math.round(value * SCALE)).toString()
}

/** Adds two unit sums exactly. */
export function addUnits(a: string, b: string): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: a shortcut only: 0n + b writes b again
  if (a === '0') return b
  // Stryker disable next-line ConditionalExpression,StringLiteral: a shortcut only (see above)
  if (b === '0') return a
  return (BigInt(a) + BigInt(b)).toString()
}

/**
 * `addUnits(sum, toUnits(value))` without writing the value's units as text and reading them back: a running
 * total's step, once per axis value of every sample.
 */
export function addValue(sum: string, value: number): string {
  // Stryker disable next-line ConditionalExpression: a shortcut only: adding 0n writes sum again
  if (value === 0) return sum
  // Stryker disable next-line ConditionalExpression,StringLiteral: a shortcut only: 0n + units writes the units
  if (sum === '0') return toUnits(value)
  return (BigInt(sum) + BigInt(Math.round(value * SCALE))).toString()
}

/** The mean of `count` values whose unit sum is `sum`, or `null` when there are none. */
export function meanOfUnits(sum: string, count: number): number | null {
  if (count === 0) return null
  return Number(BigInt(sum)) / SCALE / count
}
