import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { rules } from '../../src/rules/index.js'
import { simpleParams } from '../../src/rules/simple-params.js'

const check = simpleParams('demo', {
  value: 'string',
  count: 'number',
  any: 'value',
  items: 'list',
  options: 'alternatives',
})
const form = { $rule: 'demo', value: 'x', count: 1, any: null, items: [], options: [1] }

describe('simpleParams', () => {
  test('the form with every key holding its kind', () => {
    expect(check(form)).toBe(true)
    expect(check(Object.assign(Object.create(null), form))).toBe(true)
    expect(simpleParams('ignore', {})({ $rule: 'ignore' })).toBe(true)
  })

  test.each([
    ['another rule', { $rule: 'other' }],
    ['a string that is not one', { value: 1 }],
    ['an infinite number', { count: Number.POSITIVE_INFINITY }],
    ['NaN', { count: Number.NaN }],
    ['text for a number', { count: '1' }],
    ['undefined for a value', { any: undefined }],
    ['an object for a list', { items: { 0: 1 } }],
    ['no alternatives', { options: [] }],
    ['text for alternatives', { options: 'a' }],
  ])('%s is for zod', (_name, change) => {
    expect(check({ ...form, ...change })).toBe(false)
  })

  test('a missing key, an unknown key, a key only inherited are for zod', () => {
    const { value: _value, ...missing } = form
    expect(check(missing)).toBe(false)
    expect(check({ ...form, extra: 1 })).toBe(false)
    expect(check({ ...missing, extra: 'x' })).toBe(false)
    expect(check(Object.assign(Object.create({ value: 'x' }), missing))).toBe(false)
  })

  test('a key written but not enumerable, with an unknown key beside it, is for zod', () => {
    const value = { ...form } as Record<string, unknown>
    Object.defineProperty(value, 'value', { value: 'x', enumerable: false })
    value.other = 1
    expect(check(value)).toBe(false)
  })

  test('an instance of a class is for zod', () => {
    class Demo {
      $rule = 'demo'
    }
    expect(simpleParams('demo', {})(new Demo())).toBe(false)
  })
})

/** Anything a rule's key might hold. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.double(),
  fc.constantFrom(undefined, null, Number.NaN, 0, -0, 1.5),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 2 }),
  fc.anything({ maxDepth: 1 }),
)

const withAccepts = Object.values(rules).filter((rule) => rule.accepts !== undefined) as {
  name: string
  accepts: (value: object) => boolean
  params: () => unknown
}[]

describe('what a rule accepts without zod, zod accepts', () => {
  test('some rules have such a check', () => {
    expect(withAccepts.map((rule) => rule.name).sort()).toEqual(
      expect.arrayContaining(['bfclString', 'ignore', 'oneOf', 'optional']),
    )
  })

  test.each(withAccepts.map((rule) => [rule.name, rule] as const))('%s', (name, rule) => {
    const keys = ['value', 'values', 'tolerance', 'flags', 'aliases', 'unordered', 'order', 'extra']
    let accepted = 0
    fc.assert(
      fc.property(
        fc.oneof(
          fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 2 }),
          // The simplest forms, often right: one value, or alternatives, or nothing.
          fc.record({ value: anyValue }),
          fc.record({ values: anyValue }),
          fc.constant({}),
        ),
        fc.constantFrom(name, 'other'),
        (written, $rule) => {
          const value = { $rule, ...written }
          if (!rule.accepts!(value)) return
          accepted++
          expect((rule.params() as z.ZodType).safeParse(value).success).toBe(true)
        },
      ),
      { numRuns: 600 },
    )
    expect(accepted).toBeGreaterThan(0)
  })
})
