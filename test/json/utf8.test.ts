import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeUtf8, findInvalidUtf8 } from '../../src/json/utf8.js'

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values)
const utf8 = (text: string): number[] => [...new TextEncoder().encode(text)]

describe('decodeUtf8', () => {
  test.each<[string, Uint8Array, string]>([
    ['empty', bytes(), ''],
    ['ASCII', bytes(...utf8('{"a":1}')), '{"a":1}'],
    ['two-, three- and four-byte sequences', bytes(...utf8('é€😀')), 'é€😀'],
    [
      'the edges of the ranges',
      bytes(...utf8('\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}')),
      '\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}',
    ],
    ['a leading byte order mark, dropped', bytes(0xef, 0xbb, 0xbf, ...utf8('{}')), '{}'],
    ['a second byte order mark, kept', bytes(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf), '\ufeff'],
    ['a byte order mark later on, kept', bytes(...utf8('a\ufeff')), 'a\ufeff'],
  ])('decodes %s', (_name, input, text) => {
    expect(decodeUtf8(input)).toEqual({ ok: true, text })
  })

  test('decodes a Buffer, also a view into a larger one', () => {
    expect(decodeUtf8(Buffer.from('{"city":"Zürich"}'))).toEqual({ ok: true, text: '{"city":"Zürich"}' })
    const view = Buffer.from('xx{"a":"é"}yy').subarray(2, 12)
    expect(decodeUtf8(view)).toEqual({ ok: true, text: '{"a":"é"}' })
  })

  test.each<[string, Uint8Array, number, number, number, string]>([
    ['a byte that is never UTF-8', bytes(0xff), 0, 1, 1, 'FF'],
    ['a lone continuation byte', bytes(0x61, 0x80), 1, 1, 2, '80'],
    ['an overlong two-byte form', bytes(0xc0, 0x80), 0, 1, 1, 'C0'],
    ['an overlong three-byte form', bytes(0xe0, 0x80, 0x80), 0, 1, 1, 'E0'],
    ['an overlong four-byte form', bytes(0xf0, 0x8f, 0xbf, 0xbf), 0, 1, 1, 'F0'],
    ['an encoded surrogate', bytes(0xed, 0xa0, 0x80), 0, 1, 1, 'ED'],
    ['a code point past U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80), 0, 1, 1, 'F4'],
    ['a lead byte past F4', bytes(0xf5, 0x80, 0x80, 0x80), 0, 1, 1, 'F5'],
    ['a sequence cut by the end', bytes(0x61, 0xe2, 0x82), 1, 1, 2, 'E2 82'],
    ['a sequence cut by an ASCII byte', bytes(0xe2, 0x82, 0x41), 0, 1, 1, 'E2 82'],
    ['a four-byte sequence cut short', bytes(0xf0, 0x9f, 0x98, 0x20), 0, 1, 1, 'F0 9F 98'],
    ['Latin-1 text', bytes(...utf8('{"city":"Z'), 0xfc, ...utf8('rich"}')), 10, 1, 11, 'FC'],
    ['a bad byte on a later line', bytes(...utf8('{\n  "a": "'), 0xff, ...utf8('"\n}')), 10, 2, 9, 'FF'],
    ['a bad byte after a byte order mark', bytes(0xef, 0xbb, 0xbf, 0x61, 0xff), 4, 1, 5, 'FF'],
    ['a bad byte after valid multi-byte characters', bytes(...utf8('é😀'), 0x80), 6, 1, 7, '80'],
  ])('reports %s as invalid_utf8', (_name, input, offset, line, column, token) => {
    expect(decodeUtf8(input)).toEqual({
      ok: false,
      failure: { kind: 'invalid_utf8', position: { offset, line, column }, token },
    })
  })

  test('agrees with the WHATWG decoder on arbitrary bytes', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true })
    const replacing = new TextDecoder('utf-8')
    const byte = fc.oneof(
      fc.integer({ min: 0, max: 255 }),
      fc.constantFrom(0x80, 0xbf, 0xc2, 0xe0, 0xed, 0xf0, 0xf4),
    )
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 24 }), (values) => {
        const input = new Uint8Array(values)
        const result = decodeUtf8(input)
        let valid = true
        try {
          fatal.decode(input)
        } catch {
          valid = false
        }
        expect(result.ok).toBe(valid)
        expect(findInvalidUtf8(input) === undefined).toBe(valid)
        if (result.ok) {
          expect(result.text).toBe(replacing.decode(input))
        } else {
          // Everything before the bad byte is well-formed, and the decoder replaces from there on.
          const offset = result.failure.position.offset
          expect(findInvalidUtf8(input.subarray(0, offset))).toBeUndefined()
          const before = replacing.decode(input.subarray(0, offset))
          expect(replacing.decode(input).startsWith(`${before}\ufffd`)).toBe(true)
        }
      }),
      { seed: 8, numRuns: 500 },
    )
  })
})
