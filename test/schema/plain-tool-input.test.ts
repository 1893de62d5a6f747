import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toolInputSchema } from '../../src/compile/define-tools.js'
import { plainToolInput } from '../../src/schema/plain-tool-input.js'

const schema = { type: 'object', properties: {} }

describe('plainToolInput', () => {
  test.each([
    ['a schema', { schema }, { schema }],
    ['a description', { schema, description: 'd' }, { schema, description: 'd' }],
    ['a version', { schema, version: '2' }, { schema, version: '2' }],
    ['an empty description', { schema, description: '' }, { schema, description: '' }],
  ])('%s is read without zod', (_name, input, parsed) => {
    expect(plainToolInput(input)).toStrictEqual(parsed)
  })

  test('a null-prototype tool is read too', () => {
    expect(plainToolInput(Object.assign(Object.create(null), { schema }))).toStrictEqual({ schema })
  })

  test.each([
    ['no schema', { description: 'd' }],
    ['a schema written as undefined', { schema: undefined }],
    ['a description written as undefined', { schema, description: undefined }],
    ['a version written as undefined', { schema, version: undefined }],
    ['compare rules', { schema, compare: {} }],
    ['an earlier version', { schema, previous: { schema } }],
    ['an empty version', { schema, version: '' }],
    ['a numeric version', { schema, version: 2 }],
    ['a description that is not text', { schema, description: 1 }],
    ['an unknown key', { schema, name: 'f' }],
    ['an array', [schema]],
    ['null', null],
  ])('%s is left to zod', (_name, input) => {
    expect(plainToolInput(input)).toBeUndefined()
  })

  test('an instance of a class is left to zod', () => {
    class Tool {
      schema = schema
    }
    expect(plainToolInput(new Tool())).toBeUndefined()
  })
})

test('what is read without zod is what zod parses', () => {
  const anyValue = fc.oneof(
    fc.string({ maxLength: 2 }),
    fc.constantFrom(undefined, null, '', 0),
    fc.anything({ maxDepth: 1 }),
  )
  let read = 0
  fc.assert(
    fc.property(
      fc.oneof(
        // The plain form, with each key often right, sometimes another key beside it.
        fc
          .tuple(
            fc.record(
              {
                schema: fc.oneof(fc.constant(schema), anyValue),
                description: fc.oneof(fc.string({ maxLength: 3 }), anyValue),
                version: fc.oneof(fc.string({ maxLength: 3 }), anyValue),
              },
              { requiredKeys: [] },
            ),
            fc.option(fc.tuple(fc.constantFrom('compare', 'previous', 'other'), anyValue), { freq: 3 }),
          )
          .map(([input, extra]) => (extra === null ? input : { ...input, [extra[0]]: extra[1] })),
        fc.anything(),
      ),
      (input) => {
        const plain = plainToolInput(input)
        if (plain === undefined) return
        read++
        const parsed = toolInputSchema().safeParse(input)
        expect(parsed.success).toBe(true)
        expect(plain).toStrictEqual(parsed.data)
      },
    ),
    { numRuns: 2000 },
  )
  expect(read).toBeGreaterThan(20)
})
