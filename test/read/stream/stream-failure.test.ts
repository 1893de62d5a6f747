import { describe, expect, test } from 'vitest'
import { ReadError } from '../../../src/read/read-error.js'
import { copyRecord, failStreamError, failUnknownEvent } from '../../../src/read/stream/stream-failure.js'
import type { ReadFailure } from '../../../src/read/types.js'

/** The failure `copyRecord` throws, or `undefined` when it copies. */
function failureOf(value: unknown): ReadFailure | undefined {
  return thrownBy(() => copyRecord(value, [4, 'message']))
}

/** The failure `run` throws, or `undefined` when it returns. */
function thrownBy(run: () => unknown): ReadFailure | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    if (error instanceof ReadError) return error.failure
    throw error
  }
}

const throwing = (value: object, key: string) =>
  Object.defineProperty(value, key, {
    enumerable: true,
    get() {
      throw new Error('boom')
    },
  })

describe('copyRecord: a deep copy of an event object, made where its path in the stream is known', () => {
  test('objects and arrays inside are copied: the copy shares nothing with the event', () => {
    const event = { a: { b: [{ c: 1 }, 'x'] }, n: null }
    const copy = copyRecord(event, [])
    expect(copy).toEqual(event)
    expect(copy.a).not.toBe(event.a)
    expect((copy.a as { b: unknown[] }).b).not.toBe(event.a.b)
    expect((copy.a as { b: unknown[] }).b[0]).not.toBe(event.a.b[0])
  })

  test.each<[string, () => unknown, (string | number)[]]>([
    ['a getter at the top', () => throwing({ a: 1 }, 'b'), [4, 'message', 'b']],
    ['a getter deep in an object', () => ({ a: { b: throwing({}, 'c') } }), [4, 'message', 'a', 'b', 'c']],
    [
      'a getter in an array element',
      () => ({ list: [1, throwing({}, 'c')] }),
      [4, 'message', 'list', 1, 'c'],
    ],
    [
      'an array element that throws',
      () => ({ list: throwing([1, 2] as unknown as object, '1') }),
      [4, 'message', 'list', 1],
    ],
    [
      'a Proxy whose getPrototypeOf throws',
      () => ({
        p: new Proxy(
          {},
          {
            getPrototypeOf() {
              throw new Error('boom')
            },
          },
        ),
      }),
      [4, 'message', 'p'],
    ],
  ])('%s fails unreadable at its own path', (_, make, path) => {
    expect(failureOf(make())).toMatchObject({ kind: 'unreadable', path, detail: 'boom' })
  })

  test('a cycle is kept as it is (a field no reader reads is no trouble)', () => {
    const event: Record<string, unknown> = { a: 1 }
    event.self = event
    const inner: Record<string, unknown> = { b: 2 }
    inner.again = inner
    const copy = copyRecord({ event, inner }, [])
    expect((copy.event as Record<string, unknown>).self).toBe(event)
    expect((copy.inner as Record<string, unknown>).again).toBe(inner)
  })

  test('an object met twice, not in a cycle, is copied both times', () => {
    const shared = { x: 1 }
    const copy = copyRecord({ a: shared, b: [shared, shared] }, [])
    expect(copy).toEqual({ a: { x: 1 }, b: [{ x: 1 }, { x: 1 }] })
    expect(copy.a).not.toBe(shared)
  })

  test('class instances, dates and very deep values are kept as they are', () => {
    const date = new Date(0)
    class Part {
      text = 'hi'
    }
    const part = new Part()
    const originals = new Set<object>()
    let deep: Record<string, unknown> = { end: true }
    for (let i = 0; i < 1_500; i++) {
      deep = { deep }
      originals.add(deep)
    }
    const copy = copyRecord({ date, part, deep }, [])
    expect(copy.date).toBe(date)
    expect(copy.part).toBe(part)
    let node = copy.deep as Record<string, unknown>
    let depth = 0
    while (!originals.has(node)) {
      node = node.deep as Record<string, unknown>
      depth++
    }
    // Copied down to the depth bound (1,000 levels below the event), then the rest is the event's own object.
    expect(depth).toBe(1_000)
    let list: unknown[] = ['end']
    const lists = new Set<unknown>()
    for (let i = 0; i < 1_500; i++) {
      list = [list]
      lists.add(list)
    }
    let item = copyRecord({ list }, []).list as unknown[]
    let levels = 0
    while (!lists.has(item)) {
      item = item[0] as unknown[]
      levels++
    }
    expect(levels).toBe(1_000)
  })

  test('the copy is plain writable data', () => {
    const copy = copyRecord({ a: 1 }, [])
    expect(Object.getOwnPropertyDescriptor(copy, 'a')).toEqual({
      value: 1,
      writable: true,
      enumerable: true,
      configurable: true,
    })
  })

  test('a null-prototype object is copied like a plain one', () => {
    const bare = Object.assign(Object.create(null) as object, { x: 1 })
    const copy = copyRecord({ bare }, [])
    expect(copy.bare).not.toBe(bare)
    expect(copy.bare).toEqual({ x: 1 })
  })

  test('an array whose length is not a number is kept as it is', () => {
    const odd = new Proxy([1], {
      get: (target, key) => (key === 'length' ? 'many' : Reflect.get(target, key)),
    })
    expect(copyRecord({ odd }, []).odd).toBe(odd)
  })

  test('a __proto__ key is copied as data, never as the prototype', () => {
    const copy = copyRecord(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'), [])
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.hasOwn(copy, '__proto__')).toBe(true)
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined()
  })

  test('arrays of up to 1,000,000 elements are copied; longer ones are kept as they are', () => {
    const longest = new Array(1_000_000)
    expect(copyRecord({ longest }, []).longest).not.toBe(longest)
    const long = new Array(1_000_001)
    expect(copyRecord({ long }, []).long).toBe(long)
  })
})

describe('stream failures', () => {
  test('an unknown event names its type, or the type of what stands there', () => {
    expect(thrownBy(() => failUnknownEvent([3], 'mystery'))).toEqual({
      kind: 'unknown_item',
      path: [3],
      token: 'mystery',
      detail: 'stream event',
    })
    expect(thrownBy(() => failUnknownEvent([3], 7))).toMatchObject({ token: 'number' })
  })

  test.each<[string, unknown, string | undefined]>([
    ['a string', 'overloaded', 'overloaded'],
    ['a message', { message: 'overloaded' }, 'overloaded'],
    ['a nested error', { error: { message: 'rate limited' } }, 'rate limited'],
    [
      'a message that is no string, then a nested error',
      { message: 5, error: { message: 'inner' } },
      'inner',
    ],
    [
      'an error that is itself',
      (() => {
        const self: Record<string, unknown> = {}
        self.error = self
        return self
      })(),
      undefined,
    ],
    ['a number', 5, undefined],
    ['a long message, clipped', 'x'.repeat(300), 'x'.repeat(200)],
    ['a long message in an object, clipped', { message: 'y'.repeat(300) }, 'y'.repeat(200)],
  ])('a stream error with %s', (_, payload, detail) => {
    const failure = thrownBy(() => failStreamError([2], 'error', payload))!
    expect(failure).toMatchObject({ kind: 'stream_error', path: [2], token: 'error' })
    expect(failure.detail).toBe(detail)
    expect(Object.hasOwn(failure, 'detail')).toBe(detail !== undefined)
  })

  test('a payload that cannot be read fails at its own path', () => {
    const payload = { error: throwing({}, 'message') }
    expect(thrownBy(() => failStreamError([2], 'error', payload, [2, 'error']))).toMatchObject({
      kind: 'unreadable',
      path: [2, 'error', 'error', 'message'],
    })
  })
})
