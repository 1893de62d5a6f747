import { describe, expect, test } from 'vitest'
import { compileField } from '../../src/compile/compile-field.js'
import { MatcherUsageError } from '../../src/usage-error.js'

const composed = '\u00e9'
const decomposed = 'e\u0301'

/** The usage error compiling `value` throws, as its path and problem. */
function usageError(value: unknown, unicode: 'nfc' | 'none' = 'nfc') {
  try {
    compileField(value, ['arguments'], unicode)
  } catch (error) {
    if (error instanceof MatcherUsageError) return { path: error.path, problem: error.problem }
    throw error
  }
  return undefined
}

describe('object keys that normalisation makes equal', () => {
  test.each([
    ['the composed key first', { [composed]: 1, [decomposed]: 2 }, decomposed],
    ['the decomposed key first', { [decomposed]: 1, [composed]: 2 }, composed],
    ['after other keys', { a: 1, b: 2, [composed]: 3, c: 4, [decomposed]: 5 }, decomposed],
  ])('%s: the second one is named', (_name, value, second) => {
    expect(usageError(value)).toStrictEqual({
      path: ['arguments', second],
      problem: `the key "${composed}" appears twice after Unicode normalisation`,
    })
  })

  test('under the none policy they are two keys', () => {
    expect(usageError({ [composed]: 1, [decomposed]: 2 }, 'none')).toBeUndefined()
  })

  test('keys that normalisation changes, each once, compile to their normal form', () => {
    const node = compileField({ [decomposed]: 1, b: { [decomposed]: 2 } }, [], 'nfc')
    expect(node).toEqual({ kind: 'value', value: { b: { [composed]: 2 }, [composed]: 1 } })
  })
})
