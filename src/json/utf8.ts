import { bytePositionAt } from './position.js'
import type { JsonFailure } from './types.js'

/** The outcome of decoding UTF-8 bytes: the text, or an `invalid_utf8` failure. */
export type Utf8DecodeResult = { ok: true; text: string } | { ok: false; failure: JsonFailure }

let decoder: InstanceType<typeof TextDecoder> | undefined

/**
 * The first ill-formed sequence of `bytes` (Unicode's "maximal subpart": a bad lead byte alone, or a good lead
 * byte and the continuation bytes that fit it), as `[start, end)`; `undefined` when the bytes are well-formed.
 */
export function findInvalidUtf8(bytes: Uint8Array): [number, number] | undefined {
  const length = bytes.length
  let i = 0
  while (i < length) {
    const lead = bytes[i]!
    if (lead < 0x80) {
      i++
      continue
    }
    let count: number
    let low = 0x80
    let high = 0xbf
    if (lead >= 0xc2 && lead <= 0xdf) count = 1
    else if (lead >= 0xe0 && lead <= 0xef) {
      count = 2
      if (lead === 0xe0) low = 0xa0
      else if (lead === 0xed) high = 0x9f
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      count = 3
      if (lead === 0xf0) low = 0x90
      else if (lead === 0xf4) high = 0x8f
    } else return [i, i + 1]
    // The second byte has the lead's own range; the others are plain continuation bytes.
    for (let k = 1; k <= count; k++) {
      const b = bytes[i + k]
      if (b === undefined || b < low || b > high) return [i, i + k]
      low = 0x80
      high = 0xbf
    }
    i += count + 1
  }
  return undefined
}

/** Uppercase hexadecimal bytes separated by spaces, such as `E2 82`. */
function hex(bytes: Uint8Array, start: number, end: number): string {
  const parts: string[] = []
  // Stryker disable next-line StringLiteral: a bad sequence starts at 0x80 or above, always two hexadecimal digits
  for (let i = start; i < end; i++) parts.push(bytes[i]!.toString(16).toUpperCase().padStart(2, '0'))
  return parts.join(' ')
}

/**
 * Decodes UTF-8 bytes (a `Uint8Array` or a `Buffer`) strictly: one leading byte order mark is dropped, and any
 * ill-formed sequence is an `invalid_utf8` failure whose position counts bytes (offset of the first bad byte,
 * line, and column in bytes) and whose token is the bad bytes in hexadecimal (`C0`, `E2 82`). Never throws.
 */
export function decodeUtf8(bytes: Uint8Array): Utf8DecodeResult {
  decoder ??= new TextDecoder('utf-8', { fatal: true })
  try {
    return { ok: true, text: decoder.decode(bytes) }
  } catch {
    // The fallbacks below are unreachable: whenever the decoder fails, `findInvalidUtf8` finds the sequence
    // (utf8.test.ts checks the two agree on arbitrary bytes).
    // Stryker disable next-line ArrayDeclaration: unreachable (see above)
    const [start, end] = findInvalidUtf8(bytes) ?? [bytes.length, bytes.length]
    const position = bytePositionAt(bytes, start)
    const failure: JsonFailure =
      // Stryker disable next-line ConditionalExpression,EqualityOperator: unreachable (see above)
      start < end
        ? { kind: 'invalid_utf8', position, token: hex(bytes, start, end) }
        : // Stryker disable next-line ObjectLiteral,StringLiteral: unreachable (see above)
          { kind: 'invalid_utf8', position }
    return { ok: false, failure }
  }
}
