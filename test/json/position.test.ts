import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { bytePositionAt, clip, positionAt, tokenAt } from '../../src/json/position.js'

describe('positionAt', () => {
  test.each([
    ['', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['abc', 3, 1, 4],
    ['a\nb', 2, 2, 1],
    ['a\r\nb', 3, 2, 1],
    ['a\r\nb', 2, 1, 3],
    ['a\rb', 2, 2, 1],
    ['\n\n\nxy', 4, 4, 2],
    ['😀x', 2, 1, 3],
  ])('in %j, offset %i is line %i, column %i', (text, offset, line, column) => {
    expect(positionAt(text, offset)).toEqual({ offset, line, column })
  })

  test('counts like a plain walk over the text, and like bytePositionAt on ASCII', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '\n', '\r', '\r\n'), maxLength: 30 })
    fc.assert(
      fc.property(text, fc.nat(), (t, at) => {
        const offset = at % (t.length + 1)
        let line = 1
        let lineStart = 0
        for (let i = 0; i < offset; i++) {
          if (t[i] === '\n' || (t[i] === '\r' && t[i + 1] !== '\n')) {
            line++
            lineStart = i + 1
          }
        }
        const expected = { offset, line, column: offset - lineStart + 1 }
        expect(positionAt(t, offset)).toEqual(expected)
        expect(bytePositionAt(new TextEncoder().encode(t), offset)).toEqual(expected)
      }),
      { seed: 11, numRuns: 300 },
    )
  })
})

describe('bytePositionAt', () => {
  test.each([
    [[0x61, 0x62], 1, 1, 2],
    [[0x61, 0x0a, 0x62], 2, 2, 1],
    [[0x0d, 0x0a, 0xc3, 0xa9, 0xff], 4, 2, 3],
  ])('in %j, byte %i is line %i, column %i', (bytes, offset, line, column) => {
    expect(bytePositionAt(new Uint8Array(bytes), offset)).toEqual({ offset, line, column })
  })
})

describe('tokenAt', () => {
  test.each([
    ['Sure! {"a":1}', 0, 'Sure!'],
    ['```json\n{}', 0, '```json'],
    ['{"a":1}', 0, '{'],
    ['[1, 2]', 2, ','],
    ['a\tb', 1, '\t'],
    ['x'.repeat(40), 0, 'x'.repeat(32)],
    [`${'x'.repeat(31)}😀`, 0, 'x'.repeat(31)],
    ['😀😀', 0, '😀😀'],
    ['abc', 3, undefined],
  ])('in %j at %i is %j', (text, offset, token) => {
    expect(tokenAt(text, offset)).toBe(token)
  })
})

describe('clip', () => {
  test.each([
    ['abcdef', 0, 3, 'abc'],
    ['a😀b', 0, 2, 'a'],
    ['a😀b', 0, 3, 'a😀'],
    ['😀', 0, 1, '\ud83d'],
    ['\ud83dx', 0, 1, '\ud83d'],
  ])('clip(%j, %i, %i) is %j', (text, start, end, clipped) => {
    expect(clip(text, start, end)).toBe(clipped)
  })
})
