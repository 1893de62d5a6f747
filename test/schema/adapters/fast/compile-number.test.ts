import { describe, expect, test } from 'vitest'
import type { JsonObject, JsonValue } from '../../../../src/json/types.js'
import { compileNumber } from '../../../../src/schema/adapters/fast/compile-number.js'
import { UNSURE } from '../../../../src/schema/adapters/fast/raw-issue.js'
import { raw, zodRaw } from './raw-zod.js'

const BOUNDED: JsonObject = { minimum: 1, maximum: 3, exclusiveMinimum: 1, exclusiveMaximum: 3 }

describe('compileNumber', () => {
  test.each<[string, JsonObject, JsonValue]>([
    ['not a number', {}, '1'],
    ['every bound that fails, in zod’s order', BOUNDED, 1],
    ['the upper bounds', BOUNDED, 3],
    ['within', BOUNDED, 2],
    ['not a whole number', { multipleOf: 1 }, 2.5],
    ['a bound and not whole', { minimum: 3, multipleOf: 1 }, -0.5],
    ['a whole number', { multipleOf: 1, maximum: 1 }, 2],
    ['another type skips the checks', { multipleOf: 1, minimum: 5 }, true],
  ])('%s', (_, schema, value) => {
    expect(raw(compileNumber(schema), value)).toEqual(zodRaw({ type: 'number', ...schema }, value))
  })

  test.each([2 ** 53, 1e15 + 0.5, 3 + 4e-16, 1e-7, 1e21])(
    '%d is UNSURE for multipleOf 1: only zod’s arithmetic tells',
    (value) => {
      expect(compileNumber({ multipleOf: 1 })!(value)).toBe(UNSURE)
    },
  )

  test.each<[string, JsonObject]>([
    ['a boolean bound (draft-04)', { minimum: 1, exclusiveMinimum: true }],
    ['a string bound', { maximum: '3' }],
    ['another multipleOf', { multipleOf: 5 }],
  ])('%s is left to zod', (_, schema) => {
    expect(compileNumber(schema)).toBeUndefined()
  })
})
