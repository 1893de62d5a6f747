/**
 * How number literals in received text become numbers. `exact` (the default): an integer literal that a double
 * cannot hold (`9007199254740993`, read as …992) and a non-zero literal that underflows to zero (`1e-400`) are
 * `precision_loss` read failures, since the value compared would not be the value written. A double holds an
 * integer literal when the literal is its exact value or its shortest decimal, the digits `JSON.stringify` and
 * Python's `repr` write for it (`12345678901234567000`): such a literal comes back unchanged. `double`: every
 * literal is rounded to the nearest double, as `JSON.parse` does.
 */
export type NumberPolicy = 'exact' | 'double'

/** The smallest magnitude from which doubles are all integers and some integers have no double: 2^53. */
const UNSAFE = 2 ** 53

/** Whether a double that an integer literal was read as may have lost digits: at or beyond 2^53 in magnitude. */
export function mayBeInexactInteger(value: number): boolean {
  return value >= UNSAFE || value <= -UNSAFE
}

/**
 * Whether the double an integer literal was read as holds it: the literal (decimal digits, an optional minus sign)
 * is the double's shortest decimal or its exact value. Called only at or beyond 2^53, where `BigInt` of both sides
 * is cheap (at most 309 digits: a longer literal overflowed to infinity first).
 */
export function isExactInteger(lexeme: string, value: number): boolean {
  return lexeme === String(value) || BigInt(lexeme) === BigInt(value)
}

/** `isExactInteger` for an integer already read exactly (any radix): its decimal digits against the double's. */
export function holdsInteger(exact: bigint, value: number): boolean {
  return BigInt(value) === exact || exact.toString() === String(value)
}

/** Whether the mantissa of a number literal (the part before any exponent) has a non-zero digit. */
export function hasNonZeroDigit(lexeme: string): boolean {
  for (let i = 0; i < lexeme.length; i++) {
    const c = lexeme.charCodeAt(i)
    if (c === 0x65 || c === 0x45) return false // e, E: the exponent starts
    if (c >= 0x31 && c <= 0x39) return true
  }
  return false
}
