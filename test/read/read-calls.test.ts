import fc from 'fast-check'
import { describe, expect, test, vi } from 'vitest'
import { readCalls } from '../../src/read/read-calls.js'
import type { ReadResult } from '../../src/read/types.js'
import { fixture, plain, readFailure, readOk } from './helpers.js'

/** An object nested `depth` levels under key `a`, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {}
  for (let level = 0; level < depth; level++) value = { a: value }
  return value
}

/** A Proxy whose every trap throws. */
function hostileProxy(): object {
  const boom = () => {
    throw new Error('trap')
  }
  return new Proxy(
    {},
    { get: boom, has: boom, ownKeys: boom, getPrototypeOf: boom, getOwnPropertyDescriptor: boom },
  )
}

const call = (args: unknown) => ({ name: 'f', arguments: args })

describe('hostile input is a failure, never a throw', () => {
  test.each([
    ['100,000-deep arguments', call(nested(100_000)), 'too_deep', ['arguments', 'a', 'a']],
    ['a 100,000-deep received object', nested(100_000), 'unknown_shape', []],
    ['a Proxy that throws', hostileProxy(), 'unreadable', undefined],
    ['a Proxy that throws, as arguments', call(hostileProxy()), 'unreadable', ['arguments']],
    [
      'a revoked Proxy',
      (() => {
        const { proxy, revoke } = Proxy.revocable({}, {})
        revoke()
        return proxy
      })(),
      'unreadable',
      undefined,
    ],
    [
      'a cyclic argument',
      (() => {
        const a: Record<string, unknown> = {}
        a.self = a
        return call(a)
      })(),
      'cyclic',
      ['arguments', 'self'],
    ],
    ['a BigInt argument', call({ n: 10n }), 'invalid_value', ['arguments', 'n']],
    ['a BigInt received', 10n, 'not_an_object', []],
    [
      'undefined inside an argument array',
      call({ list: [1, undefined] }),
      'invalid_value',
      ['arguments', 'list', 1],
    ],
    ['undefined inside a received array', [call({}), undefined], 'invalid_value', [1]],
    ['NaN in an object', call({ x: Number.NaN }), 'non_finite', ['arguments', 'x']],
    ['a Symbol received', Symbol('x'), 'not_an_object', []],
    ['a Symbol argument', call({ s: Symbol('x') }), 'invalid_value', ['arguments', 's']],
    ['a function received', () => 1, 'not_an_object', []],
    ['a function argument', call({ fn: () => 1 }), 'invalid_value', ['arguments', 'fn']],
    ['a Map as arguments', call(new Map([['a', 1]])), 'invalid_value', ['arguments']],
    ['a Date as arguments', call(new Date(0)), 'schema_invalid', ['arguments']],
    ['a huge sparse array', new Array(2 ** 32 - 1), 'unreadable', []],
    ['null', null, 'not_an_object', []],
    ['undefined', undefined, 'not_an_object', []],
    ['a number', 42, 'not_an_object', []],
    ['a boolean', true, 'not_an_object', []],
  ])('%s', (_, received, kind, path) => {
    const failure = readFailure(received)
    expect(failure.kind).toBe(kind)
    if (path !== undefined) expect(failure.path?.slice(0, path.length)).toEqual(path)
  })

  test('a getter that throws, inside a message and inside arguments', () => {
    const throwing = Object.defineProperty({ role: 'assistant', content: null }, 'tool_calls', {
      enumerable: true,
      get() {
        throw new Error('getter')
      },
    })
    expect(readFailure(throwing)).toMatchObject({
      kind: 'unreadable',
      path: ['tool_calls'],
      detail: 'getter',
    })
    const args = Object.defineProperty({}, 'x', {
      enumerable: true,
      get() {
        throw new Error('getter')
      },
    })
    // canonicalize reports a throwing getter at its own key
    expect(readFailure(call(args))).toMatchObject({
      kind: 'unreadable',
      path: ['arguments', 'x'],
      detail: 'getter',
    })
  })

  test('a getter that throws a hostile Proxy still gives a failure', () => {
    const received = Object.defineProperty({}, 'choices', {
      get() {
        throw hostileProxy()
      },
    })
    expect(readFailure(received)).toMatchObject({ kind: 'unreadable', path: ['choices'] })
  })

  test('toJSON is never called', () => {
    const toJSON = vi.fn(() => {
      throw new Error('toJSON')
    })
    expect(readFailure({ name: 'f', arguments: {}, toJSON }).kind).toBe('schema_invalid')
    expect(readFailure(call({ toJSON })).kind).toBe('invalid_value')
    expect(readFailure({ toJSON }).kind).toBe('unknown_shape')
    expect(toJSON).not.toHaveBeenCalled()
  })

  test('a frozen response reads', () => {
    const frozen = Object.freeze(fixture('anthropic/message-tool-use.json') as object)
    expect(readOk(frozen).calls).toHaveLength(1)
  })

  test('a 50 MB string argument reads, as an object and as text', () => {
    const blob = 'x'.repeat(50 * 1024 * 1024)
    expect(readOk(call({ blob })).calls[0]?.arguments.blob).toHaveLength(blob.length)
    const text = `{"name": "f", "arguments": {"blob": "${blob}"}}`
    expect(readOk(text).calls[0]?.arguments.blob).toHaveLength(blob.length)
  })

  test('__proto__, constructor and prototype keys stay data at every level', () => {
    const text =
      '{"name": "f", "arguments": {"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": 1}},' +
      ' "nested": {"__proto__": {"x": 1}, "prototype": [{"__proto__": null}]}}}'
    for (const received of [text, JSON.parse(text)]) {
      const args = readOk(received).calls[0]!.arguments
      expect(Object.hasOwn(args, '__proto__')).toBe(true)
      expect(JSON.parse(JSON.stringify(args))).toEqual(JSON.parse(text).arguments)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.prototype).not.toHaveProperty('polluted')
    }
    const lenient = readOk(`Here: ${text}`, { parse: 'lenient' }).calls[0]!.arguments
    expect(Object.hasOwn(lenient, 'constructor')).toBe(true)
  })
})

function expectWellFormed(result: ReadResult): void {
  if (result.ok) {
    expect(Array.isArray(result.turn.calls)).toBe(true)
    expect(typeof result.turn.format).toBe('string')
    expect(typeof result.turn.fromText).toBe('boolean')
    for (const one of result.turn.calls) {
      expect(typeof one.name).toBe('string')
      expect(one.name).not.toBe('')
    }
  } else {
    expect(typeof result.failure.kind).toBe('string')
  }
}

describe('properties', () => {
  const anything = fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
    withUnicodeString: true,
  })

  test('readCalls never throws on anything, alone or in a call', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expectWellFormed(readCalls(value))
        expectWellFormed(readCalls(call(value)))
        expectWellFormed(readCalls([{ f: value }]))
      }),
    )
  })

  test('readCalls never throws on random text, strict or lenient', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.json(),
      fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', 'a', '\\') }),
    )
    fc.assert(
      fc.property(text, (value) => {
        expectWellFormed(readCalls(value))
        expectWellFormed(readCalls(value, { parse: 'lenient' }))
      }),
    )
  })

  test('readCalls never throws on random bytes', () => {
    fc.assert(fc.property(fc.uint8Array(), (bytes) => expectWellFormed(readCalls(bytes))))
  })

  test('JSON text reads to the Turn its parsed value reads to, keys in the same order, plus fromText', () => {
    const bfcl = fc
      .array(
        fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.jsonValue()), { minKeys: 1, maxKeys: 1 }),
      )
      .map((items) => JSON.stringify(items))
    // Text of a collection: other JSON text (a string, say) is read as text again, which a parsed value is not.
    const collection = fc
      .json()
      .filter((text) => typeof JSON.parse(text) === 'object' && JSON.parse(text) !== null)
    fc.assert(
      fc.property(
        fc.oneof(bfcl, collection),
        fc.constantFrom('json' as const, 'python' as const),
        (text, syntax) => {
          const fromText = readCalls(text, { syntax })
          const fromValue = readCalls(JSON.parse(text), { syntax })
          expect(fromText.ok).toBe(fromValue.ok)
          if (!fromText.ok || !fromValue.ok) return
          expect(Object.keys(fromText.turn)).toEqual([
            ...Object.keys(fromValue.turn).filter((k) => k !== 'fromText'),
            'fromText',
          ])
          expect(fromText.turn).toStrictEqual({ ...fromValue.turn, fromText: true })
        },
      ),
      { seed: 41, numRuns: 500 },
    )
  })

  test('a canonical call of any JSON arguments reads to the same data', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (args) => {
        const turn = readOk({ name: 'f', arguments: args }, { unicode: 'none' })
        expect(plain(turn.calls)).toEqual(plain([{ name: 'f', arguments: JSON.parse(JSON.stringify(args)) }]))
      }),
    )
  })
})

describe('readCalls options', () => {
  test('null options are a usage error, not ignored', () => {
    expect(() => readCalls({ name: 'a' }, null as never)).toThrow(/^Matcher error: options must be an object/)
  })

  test('an unknown option key is a usage error naming the closest known key', () => {
    expect(() => readCalls({ name: 'a' }, { bogus: 1 } as never)).toThrow(
      'Matcher error: unknown option "bogus" (did you mean "parse"?) at options.bogus',
    )
    expect(() => readCalls({ name: 'a' }, { choise: 0 } as never)).toThrow(
      'Matcher error: unknown option "choise" (did you mean "choice"?) at options.choise',
    )
  })
})
