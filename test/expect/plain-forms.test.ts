import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { plainCallForm, plainCallsForm } from '../../src/expect/plain-forms.js'
import { callSchema, callsSchema } from '../../src/expect/schema.js'

class Call {
  name = 'f'
}

const nullPrototype = (entries: Record<string, unknown>) => Object.assign(Object.create(null), entries)

describe('plainCallForm', () => {
  test.each([
    ['a name', { name: 'f' }, { name: 'f' }],
    ['a name and arguments', { name: 'f', arguments: { a: 1 } }, { name: 'f', arguments: { a: 1 } }],
    ['any name', { name: '*', arguments: {} }, { name: '*', arguments: {} }],
    [
      'a rule for arguments',
      { name: 'f', arguments: { $rule: 'ignore' } },
      { name: 'f', arguments: { $rule: 'ignore' } },
    ],
  ])('%s is read without zod', (_name, value, parsed) => {
    expect(plainCallForm(value)).toStrictEqual(parsed)
  })

  test('a null-prototype call is read too', () => {
    expect(plainCallForm(nullPrototype({ name: 'f' }))).toStrictEqual({ name: 'f' })
  })

  test.each([
    ['an empty name', { name: '' }],
    ['a name that is not a string', { name: 1 }],
    ['no name', { arguments: {} }],
    ['arguments written as undefined', { name: 'f', arguments: undefined }],
    ['null arguments', { name: 'f', arguments: null }],
    ['an array of arguments', { name: 'f', arguments: [1] }],
    ['text for arguments', { name: 'f', arguments: 'a=1' }],
    ['extraArguments', { name: 'f', extraArguments: 'allow' }],
    ['a stale call', { name: 'f', stale: { name: 'g' } }],
    ['an unknown key', { name: 'f', argument: {} }],
    ['an array', ['f']],
    ['null', null],
    ['text', 'f'],
  ])('%s is left to zod', (_name, value) => {
    expect(plainCallForm(value)).toBeUndefined()
  })

  test('a class instance is left to zod', () => {
    expect(plainCallForm(new Call())).toBeUndefined()
  })
})

describe('plainCallsForm', () => {
  test.each([
    ['calls', { calls: [{ name: 'f' }] }, { calls: [{ name: 'f' }] }],
    ['no calls', { calls: [] }, { calls: [] }],
    ['an order', { calls: [], order: 'parallel' }, { calls: [], order: 'parallel' }],
    ['superset', { calls: [1], order: 'superset' }, { calls: [1], order: 'superset' }],
  ])('%s is read without zod', (_name, value, parsed) => {
    expect(plainCallsForm(value)).toStrictEqual(parsed)
  })

  test('a hole in the calls reads as undefined, as in zod’s copy', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    const parsed = plainCallsForm({ calls: [{ name: 'f' }, , { name: 'g' }] })
    expect(parsed?.calls).toStrictEqual([{ name: 'f' }, undefined, { name: 'g' }])
    expect(Object.keys(parsed!.calls)).toStrictEqual(['0', '1', '2'])
  })

  test.each([
    ['an unknown order', { calls: [], order: 'random' }],
    ['subset (a run order)', { calls: [], order: 'subset' }],
    ['order written as undefined', { calls: [], order: undefined }],
    ['calls that are not a list', { calls: { name: 'f' } }],
    ['an unknown key', { calls: [], plans: [] }],
    ['no calls', { order: 'parallel' }],
  ])('%s is left to zod', (_name, value) => {
    expect(plainCallsForm(value)).toBeUndefined()
  })
})

/** Anything a form's key might hold. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.constantFrom('', '*', 'f', 'parallel', 'serial', 'exact', 'subset', 'in-order', undefined, null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 2 }), fc.integer(), { maxKeys: 2 }),
  fc.anything({ maxDepth: 1 }),
)

/** Values near a form: its keys, often holding what they should, sometimes another key beside them. */
const nearForm = (form: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(Object.entries(form).map(([key, usual]) => [key, fc.oneof(usual, anyValue)])),
        { requiredKeys: [] },
      ),
      fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'stale', 'extraArguments'), anyValue), {
        freq: 4,
      }),
    )
    .map(([value, extra]) => {
      if (extra !== null) Object.defineProperty(value, extra[0], { value: extra[1], enumerable: true })
      return value
    })

const callForm = nearForm({
  name: fc.string({ minLength: 1, maxLength: 4 }),
  arguments: fc.dictionary(fc.string({ maxLength: 2 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
})
const callsForm = nearForm({
  calls: fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  order: fc.constantFrom('serial', 'parallel', 'exact', 'unordered', 'in-order', 'superset', 'subset'),
})

/** Each form read without zod, beside the zod schema it stands in for and values near it. */
const FORMS = [
  { name: 'call expectations', read: plainCallForm, schema: callSchema, near: callForm },
  { name: 'lists of calls', read: plainCallsForm, schema: callsSchema, near: callsForm },
] as const

describe('what is read without zod is what zod parses', () => {
  test.each(FORMS)('$name', ({ read, schema, near }) => {
    let readPlainly = 0
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: near }, fc.anything()), (value) => {
        const plain = read(value)
        if (plain === undefined) return
        readPlainly++
        const parsed = (schema() as z.ZodType).safeParse(value)
        expect(parsed.success).toBe(true)
        expect(plain).toStrictEqual(parsed.data)
      }),
      { numRuns: 2000 },
    )
    expect(readPlainly).toBeGreaterThan(20)
  })
})
