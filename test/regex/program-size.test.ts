import { describe, expect, test } from 'vitest'
import { Compiler } from '../../src/regex/compile-program.js'
import { parseRegex } from '../../src/regex/parse-regex.js'
import { programSize } from '../../src/regex/program-size.js'

const sizeOf = (source: string) => programSize(parseRegex(source, ''))

/** The program `Compiler` builds for `source`, without the final `match`. */
function compiled(source: string) {
  const compiler = new Compiler('')
  compiler.compilePattern(parseRegex(source, ''))
  return compiler.program
}

describe('programSize: the instructions a pattern compiles to, known before any is built', () => {
  test.each<[string, number]>([
    ['a', 1],
    ['abc', 3],
    ['^a$', 3],
    ['a|b', 4],
    ['a|b|c', 7],
    ['a*', 3],
    ['a+', 4],
    ['a?', 2],
    ['a{3}', 3],
    ['a{2,4}', 6],
    ['a{2,}', 5],
    ['(?:ab){3}', 6],
    ['(?:a{10}){10}', 100],
    ['(?:a{0,10}){0,10}', 210],
    ['()', 0],
    ['(?:){1000000000}', 0],
    ['(?:a{0}){100000000}', 0],
    ['(?:(?:){5}){1000000000}', 0],
  ])('/%s/ takes %i', (source, size) => {
    expect(sizeOf(source)).toBe(size)
    expect(compiled(source)).toHaveLength(size)
  })

  test.each<[string, number]>([
    ['(?:a{1000}){1000}', 1_000_000],
    ['(?:x{500}){500}', 250_000],
    ['(?:[a-z]{1,5000}){2}', 19_998],
    ['a{99999999999999999999}', 1e20],
  ])('/%s/ takes %i: counted repeats multiply', (source, size) => {
    expect(sizeOf(source)).toBe(size)
  })

  test.each<[string, number]>([
    [`a{${'9'.repeat(400)}}`, Number.POSITIVE_INFINITY],
    [`(?:a{${'9'.repeat(400)}}){0,2}`, Number.POSITIVE_INFINITY],
    [`(?:a{${'9'.repeat(400)}}){0}`, 0],
    [`(?:a{${'9'.repeat(400)}})?`, Number.POSITIVE_INFINITY],
  ])('a count too large for a number: %s takes %d, never NaN', (source, size) => {
    expect(sizeOf(source)).toBe(size)
  })
})
