import { describe, test } from 'vitest'
import { expectFail, expectPass } from './helpers.js'

const json = (value: unknown) => ({ $rule: 'json', value })

describe('json: the parsed value is canonicalised like any received value', () => {
  test.each<[string, unknown, string]>([
    ['decomposed text inside the JSON', { city: 'café' }, '{"city":"cafe\\u0301"}'],
    ['a decomposed key inside the JSON', { café: 1 }, '{"cafe\\u0301":1}'],
  ])('passes: %s', (_, expected, received) => {
    expectPass(json(expected), received)
  })

  test('with Unicode normalisation off, decomposed text inside the JSON stays decomposed', () => {
    expectPass(json({ city: 'cafe\u0301' }), '{"city":"cafe\u0301"}', 'none')
    expectFail(json({ city: 'café' }), '{"city":"cafe\u0301"}', [{ kind: 'value', at: ['city'] }], 'none')
  })

  test('JSON nested deeper than 64 levels is too deep', () => {
    const deep = `${'['.repeat(65)}${']'.repeat(65)}`
    expectFail(json({ $rule: 'present' }), deep, [{ kind: 'value', rule: 'json', reason: 'too_deep' }])
  })
})
