import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { toolSchemaFrom } from '../../../src/schema/adapters/tool-schema-from.js'
import { usageError } from './helpers.js'

describe('toolSchemaFrom', () => {
  test.each([
    ['zod', z.object({ a: z.string() }), 'zod'],
    [
      'a Standard Schema',
      { '~standard': { version: 1, vendor: 'x', validate: (value: unknown) => ({ value }) } },
      'standard-schema',
    ],
    ['a JSON Schema', { type: 'object', properties: { a: { type: 'string' } } }, 'json-schema'],
    ['an empty JSON Schema', {}, 'json-schema'],
  ])('%s', (_, input, source) => {
    expect(toolSchemaFrom(input, []).source).toBe(source)
  })

  test.each([
    ['a string', 'object'],
    ['null', null],
    ['an array', [{ type: 'object' }]],
    ['a function', () => ({})],
  ])('rejects %s', (_, input) => {
    usageError(() => toolSchemaFrom(input, ['tools', 'refund', 'schema']), ['tools', 'refund', 'schema'])
  })

  test('a provider tool passed as a schema is a usage error naming its type', () => {
    const error = usageError(() => toolSchemaFrom({ type: 'function', function: {} }, ['s']), ['s', 'type'])
    expect(error.problem).toMatch(/must describe an object/)
  })
})
