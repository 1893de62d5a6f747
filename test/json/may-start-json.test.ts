import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { mayStartJson } from '../../src/json/may-start-json.js'

/** Whether JSON.parse gets past the first character: anything it accepts must be let through. */
function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

describe('mayStartJson', () => {
  test.each<[string, boolean]>([
    ['{}', true],
    [' \t\r\n[1]', true],
    ['"a"', true],
    ['-1', true],
    ['0', true],
    ['9', true],
    ['true', true],
    ['false', true],
    ['null', true],
    ['', false],
    [' \n ', false],
    ['I cannot answer', false],
    ['\u00a0{}', false],
    ['```json\n{}\n```', false],
    ['+1', false],
    ['.5', false],
    ["'a'", false],
    ['/', false],
    [':', false],
  ])('%j → %s', (text, expected) => {
    expect(mayStartJson(text)).toBe(expected)
  })

  test('lets through every text JSON.parse accepts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.tuple(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', ''), fc.json()).map(([a, b]) => a + b),
        ),
        (text) => {
          if (parses(text)) expect(mayStartJson(text)).toBe(true)
        },
      ),
      { numRuns: 3000 },
    )
  })
})
