/** Non-integers are rounded to this many significant digits, so that output does not depend on the last bits. */
const SIGNIFICANT_DIGITS = 12

/** A number as the output writes it: integers as they are, others rounded to 12 significant digits, never `-0`. */
function writeNumber(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`cannot write the number ${value}`)
  const rounded = Number.isInteger(value) ? value : Number(value.toPrecision(SIGNIFICANT_DIGITS))
  // Stryker disable next-line UnaryOperator: JSON.stringify writes -0 as 0 anyway
  return JSON.stringify(Object.is(rounded, -0) ? 0 : rounded)
}

function write(value: unknown, indent: string): string {
  if (typeof value === 'number') return writeNumber(value)
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    return `[\n${value.map((item) => inner + write(item, inner)).join(',\n')}\n${indent}]`
  }
  const entries = Object.keys(value)
    .sort()
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .map((key) => `${inner}${JSON.stringify(key)}: ${write((value as Record<string, unknown>)[key], inner)}`)
  return entries.length === 0 ? '{}' : `{\n${entries.join(',\n')}\n${indent}}`
}

/**
 * Deterministic JSON of finalised metrics (or of a raw aggregate): keys sorted by code unit at every level (integer-
 * like keys included), numbers rounded to 12 significant digits with `-0` written as `0`, two-space indentation and
 * a final newline. Equal metrics give equal bytes, so merged shards can be compared with one run byte for byte.
 */
export function stringifyAggregate(value: object): string {
  return `${write(value, '')}\n`
}
