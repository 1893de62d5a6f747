import { describe, expect, test } from 'vitest'
import { compileField } from '../../src/compile/compile-field.js'
import { field } from '../../src/expect/field.js'
import { expectedText } from '../../src/score/expected-text.js'

describe('expectedText: branches', () => {
  test.each<[string, unknown]>([
    ['optional around a number', field.optional(5)],
    ['withDefault around null', field.withDefault(null, 'x')],
    ['optional around an object', field.optional({ city: 'Paris' })],
    ['optional around an array', field.optional(['Paris'])],
    ['an object holding a rule', { city: field.casefold('Paris') }],
    ['an array holding a rule', [field.casefold('Paris')]],
    ['an asymmetric matcher', expect.any(String)],
  ])('%s stands for no text', (_title, value) => {
    expect(expectedText(compileField(value, [], 'nfc'), 'nfc')).toBeUndefined()
  })
})
