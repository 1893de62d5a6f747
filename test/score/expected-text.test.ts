import { describe, expect, test } from 'vitest'
import { compileField } from '../../src/compile/compile-field.js'
import { field } from '../../src/expect/field.js'
import { expectedText } from '../../src/score/expected-text.js'

describe('expectedText', () => {
  test.each<[string, unknown, string | undefined]>([
    ['a plain string', 'Paris', 'Paris'],
    ['a number', 5, undefined],
    ['exact text', field.exact('Paris'), 'Paris'],
    ['exact non-text', field.exact(5), undefined],
    ['casefold', field.casefold('Paris'), 'Paris'],
    ['trimmed', field.trimmed(' Paris '), ' Paris '],
    ['arabic', field.arabic('أحمد'), 'أحمد'],
    ['enum', field.enum('EUR', { aliases: { euro: 'EUR' } }), 'EUR'],
    ['commaList', field.commaList('a, b'), 'a, b'],
    ['optional text', field.optional('Paris'), 'Paris'],
    ['withDefault around a rule', field.withDefault(field.casefold('Paris'), 'Paris'), 'Paris'],
    ['oneOf', field.oneOf('Paris', 'Rome'), undefined],
    ['pattern', field.pattern('^P'), undefined],
    ['an object', { city: 'Paris' }, undefined],
    ['decomposed text is normalised', field.casefold('Cafe\u0301'), 'Caf\u00e9'],
  ])('%s', (_title, value, text) => {
    expect(expectedText(compileField(value, [], 'nfc'), 'nfc')).toBe(text)
  })
})
