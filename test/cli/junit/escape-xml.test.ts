import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { escapeXml } from '../../../src/cli/junit/escape-xml.js'

describe('escapeXml', () => {
  test.each([
    ['a < b & "c" > d', 'a &lt; b &amp; &quot;c&quot; &gt; d'],
    ['line\nnext\ttab\r', 'line&#10;next&#9;tab&#13;'],
    ['nul\u0000 bell\u0007 \uFFFF', 'nul\uFFFD bell\uFFFD \uFFFD'],
    ['lone \uD800 surrogate, pair \uD83D\uDE00', 'lone \uFFFD surrogate, pair \uD83D\uDE00'],
  ])('%j', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped)
  })

  test('property: any text becomes characters XML 1.0 allows, with no markup left', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeXml(text)
        expect(escaped).not.toMatch(/[<>"]/)
        for (const char of escaped) {
          const code = char.codePointAt(0)!
          expect(
            code >= 0x20 && code !== 0xfffe && code !== 0xffff && !(code >= 0xd800 && code <= 0xdfff),
          ).toBe(true)
        }
        expect(escaped).not.toMatch(/&(?!(amp|lt|gt|quot|#10|#13|#9);)/)
      }),
    )
  })
})
