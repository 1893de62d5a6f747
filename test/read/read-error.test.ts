import { describe, expect, test } from 'vitest'
import { describeThrown, ReadError, typeName, withFormat } from '../../src/read/read-error.js'

describe('describeThrown', () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('again')
      },
      getPrototypeOf() {
        throw new Error('again')
      },
    },
  )
  test.each([
    ['an Error', new Error('boom'), 'boom'],
    ['a string', 'plain', 'plain'],
    ['a Symbol', Symbol('s'), 'Symbol(s)'],
    ['a hostile Proxy', hostile, 'unprintable error'],
    [
      'an object whose toString throws',
      {
        toString: () => {
          throw new Error('x')
        },
      },
      'unprintable error',
    ],
    ['a long message, cut', new Error('m'.repeat(500)), 'm'.repeat(200)],
  ])('%s', (_, thrown, message) => {
    expect(describeThrown(thrown)).toBe(message)
  })
})

describe('withFormat', () => {
  test('adds the format to a failure that has none, and keeps one that has', () => {
    const run = (format?: 'mcp') =>
      withFormat('anthropic', () => {
        throw new ReadError(
          format === undefined ? { kind: 'schema_invalid' } : { kind: 'schema_invalid', format },
        )
      })
    expect(run).toThrow(expect.objectContaining({ failure: { kind: 'schema_invalid', format: 'anthropic' } }))
    expect(() => run('mcp')).toThrow(
      expect.objectContaining({ failure: { kind: 'schema_invalid', format: 'mcp' } }),
    )
  })
})

test.each([
  [null, 'null'],
  [[], 'array'],
  [{}, 'object'],
  [1n, 'bigint'],
  [undefined, 'undefined'],
])('typeName(%s) is %s', (value, name) => {
  expect(typeName(value)).toBe(name)
})
