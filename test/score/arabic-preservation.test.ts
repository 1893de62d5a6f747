import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { field } from '../../src/expect/field.js'
import type { JsonObject } from '../../src/json/types.js'
import { arabicKeys, preservedShare } from '../../src/score/arabic-preservation.js'

function firstCall(args: Record<string, unknown>) {
  const turn = compileTurn({ name: 'f', arguments: args }, { unicode: 'nfc', extraArguments: 'forbid' })
  if (turn.kind !== 'calls') throw new Error('not a call')
  return turn.calls[0]!
}

describe('arabicKeys', () => {
  test.each<[string, Record<string, unknown>, string[]]>([
    ['Arabic strings only', { city: 'الرياض', date: '2025-01-01', count: 3 }, ['city']],
    [
      'Arabic inside text rules',
      { a: field.casefold('جدة'), b: field.arabic('أحمد'), c: field.trimmed('x') },
      ['a', 'b'],
    ],
    ['Arabic inside optional', { a: field.optional('مكة') }, ['a']],
    ['oneOf and pattern are not text', { a: field.oneOf('مكة', 'Mecca'), b: field.pattern('^مكة$') }, []],
    ['nested Arabic is not a top-level value', { a: { city: 'الرياض' } }, []],
    ['Arabic Supplement block', { a: '\u0750' }, ['a']],
  ])('%s', (_title, args, keys) => {
    expect(arabicKeys(firstCall(args), 'nfc')).toEqual(keys)
  })
})

describe('preservedShare', () => {
  test.each<[string, JsonObject, number]>([
    ['returned in Arabic', { city: 'الرياض' }, 1],
    ['transliterated', { city: 'Riyadh' }, 0],
    ['transliterated with article', { city: 'Al-Riyadh' }, 0],
    ['partial Arabic passes', { city: 'الرياض 2025' }, 1],
    ['another Arabic word still preserves the script', { city: 'جدة' }, 1],
    ['missing', {}, 0],
    ['a number', { city: 42 }, 0],
    ['an array holding Arabic', { city: ['الرياض'] }, 0],
  ])('%s', (_title, received, share) => {
    expect(preservedShare(['city'], received)).toBe(share)
  })

  test('the share over several keys', () => {
    expect(preservedShare(['from', 'to'], { from: 'الرياض', to: 'Jeddah' })).toBe(0.5)
  })
})
