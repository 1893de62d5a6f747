import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { ladderCredit } from '../../src/score/arabic-ladder.js'

describe('ladderCredit (seed 000)', () => {
  test.each<[string, JsonValue, JsonValue | undefined, number]>([
    ['identical Arabic', 'الرياض', 'الرياض', 1],
    ['identical after trimming', 'الرياض', '  الرياض\n', 1],
    ['Latin, identical after trimming', 'Paris', ' Paris ', 1],
    ['tatweel stripped (مــرحبا → مرحبا)', 'مــرحبا', 'مرحبا', 0.9],
    ['alef variants unified (أحمد → احمد)', 'أحمد', 'احمد', 0.9],
    ['alef madda and hamza below unified', 'آمنة إيمان', 'امنه ايمان', 0.9],
    ['ya unified (مكتبى → مكتبي)', 'مكتبى', 'مكتبي', 0.9],
    ['ta marbuta unified (فاطمة → فاطمه)', 'فاطمة', 'فاطمه', 0.9],
    ['normalised and trimmed', 'أحمد', ' احمد ', 0.9],
    ['Latin in another case: 0.8, not the normaliser 0.9', 'Paris', 'paris', 0.8],
    ['Latin upper case', 'search_flights', 'SEARCH_FLIGHTS', 0.8],
    ['case-insensitive after trimming', 'Paris', ' PARIS ', 0.8],
    ['transliterated', 'الرياض', 'Riyadh', 0],
    ['transliterated with article', 'الرياض', 'Al-Riyadh', 0],
    ['partial Arabic is not the same text', 'الرياض', 'الرياض 2025', 0],
    ['another word', 'Paris', 'Pariss', 0],
    ['number against its string', 5, '5', 1],
    ['number against the same number', 2.5, 2.5, 1],
    ['number against another number', 5, 6, 0],
    ['string against its number', '42', 42, 1],
    ['boolean stringified', true, 'true', 1],
    ['missing key', 'Paris', undefined, 0],
  ])('%s', (_title, expected, received, credit) => {
    expect(ladderCredit(expected, received)).toBe(credit)
  })
})
