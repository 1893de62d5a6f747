// Seed 000 ("Canonical Structured-Call Grading"): its worked example, its normaliser table and its transliteration
// table, through `score` with the `arabic` profile (and `default` where the seed's rule is profile-free).
import { describe, expect, test } from 'vitest'
import { normalizeArabic } from '../../src/rules/arabic-normalize.js'
import { addSample } from '../../src/score/add-sample.js'
import { createSample } from '../../src/score/create-sample.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { score } from '../../src/score/score.js'
import { call } from './helpers.js'

const sequence = [
  call('search_flights', { from: 'الرياض', to: 'جدة', date: '2025-03-01' }),
  call('book_flight', { flight_id: 'SV1020', passenger: 'فاطمة الزهراء' }),
  call('send_confirmation', { recipient: 'أحمد', language: 'ar' }),
]

describe('multi-call averaging over max(expected, received)', () => {
  test.each(['arabic', 'default'])(
    'a perfect 3-call sequence plus an extra delete scores 0.75 (%s)',
    (profile) => {
      const received = [...sequence, call('delete_booking', { booking_id: 'B-1' })]
      const result = score({ calls: sequence }, received, { profile })
      expect(result.axes.functionSelection).toBe(0.75)
      expect(result.axes.argumentAccuracy).toBe(0.75)
      expect(result.axes.arabicPreservation).toBe(0.75)
      expect(result.pass).toBe(false)
    },
  )

  test('the perfect sequence alone scores 1.0', () => {
    const result = score({ calls: sequence }, sequence, { profile: 'arabic' })
    expect(result.axes).toMatchObject({ functionSelection: 1, argumentAccuracy: 1, arabicPreservation: 1 })
    expect(result.total).toBe(1)
  })

  test('fewer calls than expected: 0 for every missing slot', () => {
    const result = score({ calls: sequence }, sequence.slice(0, 2), { profile: 'arabic' })
    expect(result.axes.functionSelection).toBeCloseTo(2 / 3, 12)
    expect(result.axes.argumentAccuracy).toBeCloseTo(2 / 3, 12)
    expect(result.axes.arabicPreservation).toBeCloseTo(2 / 3, 12)
  })
})

describe('Arabic normalisation (seed 000 table): 0.9 on the ladder, idempotent', () => {
  test.each([
    ['strip tatweel', 'مــرحبا', 'مرحبا'],
    ['unify alef variants', 'أحمد', 'احمد'],
    ['unify ya', 'مكتبى', 'مكتبي'],
    ['unify ta marbuta', 'فاطمة', 'فاطمه'],
  ])('%s: %s → %s', (_title, written, normalised) => {
    expect(normalizeArabic(written)).toBe(normalised)
    expect(normalizeArabic(normalizeArabic(written))).toBe(normalizeArabic(written))
    const result = score(call('f', { v: written }), [call('f', { v: normalised })], { profile: 'arabic' })
    expect(result.axes.argumentAccuracy).toBe(0.9)
    expect(result.axes.arabicPreservation).toBe(1)
  })
})

describe('transliteration failures (seed 000 table)', () => {
  test.each([
    ['الرياض', 'Riyadh', 0, 0],
    ['الرياض', 'Al-Riyadh', 0, 0],
    ['الرياض', 'الرياض', 1, 1],
    ['الرياض', 'الرياض 2025', 1, 0],
  ])('%s → %s: preservation %d, argument %d', (expected, actual, preserved, argument) => {
    const result = score(call('weather', { city: expected }), [call('weather', { city: actual })], {
      profile: 'arabic',
    })
    expect(result.axes.arabicPreservation).toBe(preserved)
    expect(result.axes.argumentAccuracy).toBe(argument)
  })
})

describe('overall: weighted average of category averages', () => {
  test('Σ(category average × weight) / Σ weight', () => {
    const items: [string, unknown][] = [
      ['simple', [call('f', { city: 'الرياض' })]],
      ['simple', [call('g', { city: 'الرياض' })]],
      ['dialect_handling', [call('f', { city: 'Riyadh' })]],
    ]
    let aggregate = emptyAggregate()
    items.forEach(([category, received], index) => {
      const result = score(call('f', { city: 'الرياض' }), received, { profile: 'arabic', category })
      aggregate = addSample(aggregate, createSample({ id: String(index), score: result }))
    })
    // simple: (1 + (0.35 + 0.25)) / 2 = 0.8; dialect: 0.3 + 0 + 0 + 0.3 = 0.6
    const final = finalizeAggregate(aggregate, { categoryWeights: { simple: 3, dialect_handling: 1 } })
    expect(final.categories.simple?.total.mean).toBeCloseTo(0.8, 12)
    expect(final.categories.dialect_handling?.total.mean).toBeCloseTo(0.6, 12)
    expect(final.overall.score).toBeCloseTo((0.8 * 3 + 0.6) / 4, 12)
  })
})
