import { describe, expect, test } from 'vitest'
import {
  describeThrown,
  failRead,
  ReadError,
  readFailureOf,
  typeName,
  withFormat,
} from '../../src/read/read-error.js'

/** An Error whose `message` is `message`, whatever its type. */
function errorWithMessage(message: unknown): Error {
  return Object.defineProperty(new Error('x'), 'message', { value: message })
}

/** A revoked Proxy of `target`: every operation on it throws. */
function revoked(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {})
  revoke()
  return proxy
}

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
    ['an Error whose message is a number', errorWithMessage(5), 'unprintable error'],
    ['an Error whose message is an array', errorWithMessage(['a']), 'unprintable error'],
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
  ['s', 'string'],
])('typeName(%s) is %s', (value, name) => {
  expect(typeName(value)).toBe(name)
})

test.each([
  ['an object', {}],
  ['a function', () => 1],
])('typeName of a revoked Proxy of %s is object', (_, target) => {
  expect(typeName(revoked(target))).toBe('object')
})

describe('ReadError', () => {
  test('is named ReadError and carries its failure, its kind as message', () => {
    const error = new ReadError({ kind: 'schema_invalid', path: ['a'] })
    expect(error.name).toBe('ReadError')
    expect(error.message).toBe('schema_invalid')
    expect(error.failure).toStrictEqual({ kind: 'schema_invalid', path: ['a'] })
  })
})

describe('readFailureOf', () => {
  test('a ReadError gives its failure', () => {
    let thrown: unknown
    try {
      failRead({ kind: 'unknown_item', path: [1], token: 'x' })
    } catch (error) {
      thrown = error
    }
    expect(readFailureOf(thrown)).toStrictEqual({ kind: 'unknown_item', path: [1], token: 'x' })
  })

  test('a stack overflow is too_deep, with its message', () => {
    expect(readFailureOf(new RangeError('Maximum call stack size exceeded'))).toStrictEqual({
      kind: 'too_deep',
      detail: 'Maximum call stack size exceeded',
    })
  })

  test.each([
    ['another RangeError', new RangeError('Invalid array length'), 'Invalid array length'],
    ['an Error that mentions the call stack', new Error('call stack'), 'call stack'],
    ['a string', 'oops', 'oops'],
  ])('%s is unreadable, with its message', (_, thrown, detail) => {
    expect(readFailureOf(thrown)).toStrictEqual({ kind: 'unreadable', detail })
  })

  test('a thrown value that cannot even be inspected is unreadable and unprintable', () => {
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error('trap')
        },
      },
    )
    expect(readFailureOf(hostile)).toStrictEqual({ kind: 'unreadable', detail: 'unprintable error' })
  })

  test('a thrown value whose message fails once is unprintable, even if it reads on a second try', () => {
    let reads = 0
    const flaky = Object.create(RangeError.prototype, {
      message: {
        get() {
          reads++
          if (reads === 1) throw new Error('first read')
          return 'second read'
        },
      },
    })
    expect(readFailureOf(flaky)).toStrictEqual({ kind: 'unreadable', detail: 'unprintable error' })
  })
})
