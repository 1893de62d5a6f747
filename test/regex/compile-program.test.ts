import { describe, expect, test } from 'vitest'
import { Compiler, MAX_PROGRAM } from '../../src/regex/compile-program.js'
import { parseRegex, UnsupportedRegex } from '../../src/regex/parse-regex.js'
import { cpuTime } from '../support/cpu-time.js'

/** Compiles `source` and returns the program built (without the final `match`). */
function compiled(source: string, flags = '') {
  const compiler = new Compiler(flags)
  compiler.compilePattern(parseRegex(source, flags))
  return compiler.program
}

describe('Compiler refuses a pattern past MAX_PROGRAM instructions, before building it', () => {
  test.each<[string, string]>([
    [`a{${MAX_PROGRAM + 1}}`, `${(MAX_PROGRAM + 1).toLocaleString('en-US')} steps`],
    ['(?:a{1000}){1000}', '1,000,000 steps'],
    ['(?:x{500}){500}', '250,000 steps'],
    ['(?:(?:a{100}){100}){100}', '1,000,000 steps'],
    ['[a-z]{1,5000}', '9,999 steps'],
    [Array.from({ length: 2_000 }, (_, i) => `w${i}`).join('|'), '12,888 steps'],
    [`a{${'9'.repeat(400)}}`, 'uncountably many steps'],
  ])('/%s/ (%s)', (source, steps) => {
    const { value: error } = cpuTime(() => {
      try {
        compiled(source)
      } catch (caught) {
        return caught
      }
    })
    expect(error).toBeInstanceOf(UnsupportedRegex)
    expect((error as UnsupportedRegex).problem).toBe(
      `it is too large: its counted repeats and alternatives make ${steps}, over the limit of ${MAX_PROGRAM.toLocaleString('en-US')}`,
    )
  })

  test('the bound refuses nothing at it: a pattern of exactly MAX_PROGRAM instructions compiles', () => {
    expect(compiled(`a{${MAX_PROGRAM}}`)).toHaveLength(MAX_PROGRAM)
    expect(compiled(`[a-z]{0,${MAX_PROGRAM / 2}}`)).toHaveLength(MAX_PROGRAM)
  })

  test('huge counts of what compiles to nothing build nothing, at once', () => {
    const { ms } = cpuTime(() => {
      for (const source of ['(?:){2147483647}', '(?:a{0}){2147483647}', '(?:(?:){99999}){99999}'])
        expect(compiled(source)).toEqual([])
    })
    expect(ms).toBeLessThan(1_000)
  })
})
