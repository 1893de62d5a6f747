import { describe, expect, test } from 'vitest'
import { decodeUtf8, findInvalidUtf8 } from '../../src/json/utf8.js'

describe('decodeUtf8: four-byte sequences before a bad byte', () => {
  // Each starts with a well-formed four-byte sequence, so the first bad byte is the C0 at offset 4.
  test.each<[string, number[]]>([
    ['U+10FFFF (F4 8F BF BF)', [0xf4, 0x8f, 0xbf, 0xbf]],
    ['U+100000 (F4 80 80 80)', [0xf4, 0x80, 0x80, 0x80]],
    ['U+50000 (F1 90 80 80)', [0xf1, 0x90, 0x80, 0x80]],
    ['U+FFFFF (F3 BF BF BF)', [0xf3, 0xbf, 0xbf, 0xbf]],
    ['U+10000 (F0 90 80 80)', [0xf0, 0x90, 0x80, 0x80]],
  ])('%s is well-formed', (_, sequence) => {
    const bytes = new Uint8Array([...sequence, 0xc0])
    expect(findInvalidUtf8(bytes)).toEqual([4, 5])
    expect(decodeUtf8(bytes)).toEqual({
      ok: false,
      failure: { kind: 'invalid_utf8', position: { offset: 4, line: 1, column: 5 }, token: 'C0' },
    })
  })

  test.each<[string, number[], [number, number]]>([
    ['F4 90 (beyond U+10FFFF)', [0xf4, 0x90, 0x80, 0x80], [0, 1]],
    ['F5 (no such lead byte)', [0xf5, 0x80, 0x80, 0x80], [0, 1]],
    ['F0 8F (overlong)', [0xf0, 0x8f, 0xbf, 0xbf], [0, 1]],
  ])('%s is ill-formed', (_, sequence, span) => {
    expect(findInvalidUtf8(new Uint8Array(sequence))).toEqual(span)
  })
})
