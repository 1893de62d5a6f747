import { describe, expect, test } from 'vitest'
import { bfclCategory, bfclCheck } from '../../src/bfcl/bfcl-category.js'
import { MatcherUsageError } from '../../src/index.js'

describe('bfclCategory', () => {
  test.each([
    ['simple_python_0', 'simple_python'],
    ['parallel_multiple_12', 'parallel_multiple'],
    ['live_simple_106-63-0', 'live_simple'],
    ['live_irrelevance_1-0-1', 'live_irrelevance'],
    ['multiple_4:extra', 'multiple'],
    ['nounderscore', 'nounderscore'],
  ])('%s → %s', (id, category) => {
    expect(bfclCategory(id)).toBe(category)
  })
})

describe('bfclCheck', () => {
  test.each([
    ['simple_python', 'simple'],
    ['live_simple', 'simple'],
    ['multiple', 'multiple'],
    ['live_multiple', 'multiple'],
    ['parallel', 'parallel'],
    ['parallel_multiple', 'parallel'],
    ['live_parallel_multiple', 'parallel'],
    ['irrelevance', 'irrelevance'],
    ['live_irrelevance', 'irrelevance'],
    ['live_relevance', 'relevance'],
  ])('%s is checked as %s', (category, check) => {
    expect(bfclCheck(category)).toBe(check)
  })

  test.each(['simple_java', 'simple_javascript', 'multi_turn_base', 'web_search'])(
    '%s is not supported',
    (category) => {
      expect(() => bfclCheck(category)).toThrow(MatcherUsageError)
      expect(() => bfclCheck(category)).toThrow(`unsupported BFCL category "${category}"`)
    },
  )
})
