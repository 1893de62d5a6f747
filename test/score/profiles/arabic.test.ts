import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import { ARABIC_WEIGHTS, arabicProfile } from '../../../src/score/profiles/arabic.js'
import type { Axes } from '../../../src/score/types.js'
import { type AxisRow, call, expectAxis, scoreRow } from '../helpers.js'

const arabic = { profile: 'arabic' } as const

describe('arabic argumentAccuracy: the mean of per-key ladder credits', () => {
  const expected = call('book', { name: 'أحمد', city: 'Paris' })
  test.each<AxisRow>([
    { title: 'exact', expected, received: [call('book', { name: 'أحمد', city: 'Paris' })], value: 1 },
    {
      title: 'exact after trimming',
      expected,
      received: [call('book', { name: ' أحمد ', city: 'Paris ' })],
      value: 1,
    },
    {
      title: 'Arabic-normalised name',
      expected,
      received: [call('book', { name: 'احمد', city: 'Paris' })],
      value: 0.95,
    },
    {
      title: 'city in another case',
      expected,
      received: [call('book', { name: 'أحمد', city: 'PARIS' })],
      value: 0.9,
    },
    {
      title: 'normalised and another case',
      expected,
      received: [call('book', { name: 'احمد', city: 'paris' })],
      value: 0.85,
    },
    {
      title: 'transliterated name',
      expected,
      received: [call('book', { name: 'Ahmed', city: 'Paris' })],
      value: 0.5,
    },
    { title: 'missing key', expected, received: [call('book', { name: 'أحمد' })], value: 0.5 },
    {
      title: 'extra keys are ignored',
      expected,
      received: [call('book', { name: 'أحمد', city: 'Paris', seat: '1A' })],
      value: 1,
    },
    {
      title: 'numbers stringified',
      expected: call('f', { n: 5 }),
      received: [call('f', { n: '5' })],
      value: 1,
    },
    {
      title: 'a number against another',
      expected: call('f', { n: 5 }),
      received: [call('f', { n: 5.5 })],
      value: 0,
    },
    {
      title: 'a rule that accepts earns 1.0',
      expected: call('f', { n: field.number(5, { tolerance: 1 }) }),
      received: [call('f', { n: 5.5 })],
      value: 1,
    },
    {
      title: 'a rule that refuses falls back to the ladder on its text',
      expected: call('f', { city: field.exact('Paris') }),
      received: [call('f', { city: 'PARIS' })],
      value: 0.8,
    },
    {
      title: 'a refusing rule without text earns 0',
      expected: call('f', { code: field.pattern('^[A-Z]{3}$') }),
      received: [call('f', { code: 'ab' })],
      value: 0,
    },
    {
      title: 'no expected keys: not scored',
      expected: call('f'),
      received: [call('f', { x: 1 })],
      value: null,
    },
    {
      title: 'a missing call earns 0',
      expected: { calls: [expected, expected] },
      received: [expected],
      value: 0.5,
    },
  ])('$title', (row) => expectAxis({ ...row, options: arabic }, 'argumentAccuracy'))
})

const axes = (values: Partial<Axes>): Axes => ({
  functionSelection: null,
  argumentAccuracy: null,
  arabicPreservation: null,
  abstention: null,
  decision: null,
  dialectUnderstanding: null,
  errorHandling: null,
  ...values,
})

describe('arabic total: seed 000 category weights', () => {
  const full = { functionSelection: 1, argumentAccuracy: 0.5, arabicPreservation: 0 }
  test.each<[string, Partial<Axes>, string | undefined, number | null]>([
    ['standard weights 0.40 / 0.35 / 0.25', full, 'simple', 0.4 + 0.35 * 0.5],
    ['no category: standard weights', full, undefined, 0.4 + 0.35 * 0.5],
    [
      'dialect 0.30 / 0.20 / 0.20 / 0.30',
      { ...full, dialectUnderstanding: 1 },
      'dialect_handling',
      0.3 + 0.1 + 0.3,
    ],
    ['error recovery 0.30 / 0.20 / 0.20 / 0.30', { ...full, errorHandling: 0 }, 'error_recovery', 0.3 + 0.1],
    [
      'an axis that does not apply: weights renormalised',
      { functionSelection: 1, argumentAccuracy: 0.5 },
      'simple',
      (0.4 + 0.175) / 0.75,
    ],
    ['no weighted axis: the mean of the others', { abstention: 1, decision: 0 }, 'simple', 0.5],
    ['nothing applies', {}, 'simple', null],
  ])('%s', (_title, values, category, total) => {
    const result = arabicProfile.total(axes(values), false, category)
    if (total === null) expect(result).toBeNull()
    else expect(result).toBeCloseTo(total, 12)
  })

  test('the weights of each category sum to 1', () => {
    for (const weights of Object.values(ARABIC_WEIGHTS)) {
      expect(Object.values(weights).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 12)
    }
  })

  test('a dialect item end to end', () => {
    const result = scoreRow({
      expected: call('weather', { city: 'الرياض' }),
      received: [call('weather', { city: 'الرياض' })],
      options: { profile: 'arabic', category: 'dialect_handling' },
    })
    expect(result.axes.dialectUnderstanding).toBe(1)
    expect(result.total).toBe(1)
  })
})

describe('arabic policies', () => {
  test('extra arguments are allowed, so pass agrees with the ignored extra keys', () => {
    const result = scoreRow({
      expected: call('f', { a: 1 }),
      received: [call('f', { a: 1, b: 2 })],
      options: arabic,
    })
    expect(result.pass).toBe(true)
  })

  test('options given override the profile', () => {
    const options = { profile: 'arabic', extraArguments: 'forbid' } as const
    const result = scoreRow({ expected: call('f', { a: 1 }), received: [call('f', { a: 1, b: 2 })], options })
    expect(result.pass).toBe(false)
    expect(result.axes.argumentAccuracy).toBe(1)
  })
})
