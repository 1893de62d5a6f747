import { describe, expect, test } from 'vitest'
import { parseJson } from '../../src/json/parse.js'
import { clip, tokenAt } from '../../src/json/position.js'

describe('tokenAt: a token ends at every JSON punctuator', () => {
  test.each([
    ['tru,1', 'tru'],
    ['tru:1', 'tru'],
    ['tru[1', 'tru'],
    ['tru]1', 'tru'],
    ['tru{1', 'tru'],
    ['tru}1', 'tru'],
    ['tru"1', 'tru'],
    ['tru 1', 'tru'],
    ['tru\u00001', 'tru'],
  ])('%j starts with the token %j', (text, token) => {
    expect(tokenAt(text, 0)).toBe(token)
  })

  test.each([
    ['[tru,1]', 'tru'],
    ['{"a":nul}', 'nul'],
    ['[1,fals]', 'fals'],
  ])('the failure token of %j is %j', (text, token) => {
    const result = parseJson(text)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.failure.token).toBe(token)
  })
})

describe('clip: only a surrogate pair is kept whole', () => {
  test.each([
    ['ab\udc00', 0, 2, 'ab'],
    ['a\udbff\udc00', 0, 2, 'a'],
    ['a\ud800\udfff', 0, 2, 'a'],
    ['a\ud7ff\udc00', 0, 2, 'a\ud7ff'],
    ['a\udc00\udc00', 0, 2, 'a\udc00'],
    ['a\ud800\ue000', 0, 2, 'a\ud800'],
    ['a\ud800b', 0, 2, 'a\ud800'],
  ])('clip(%j, %i, %i) is %j', (text, start, end, clipped) => {
    expect(clip(text, start, end)).toBe(clipped)
  })
})
