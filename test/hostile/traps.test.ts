import { describe, expect, test } from 'vitest'
import type { ReadFailure } from '../../src/read/types.js'
import { expectReadFailure, throughEveryFace } from './helpers.js'

const expectation = { name: 'f', arguments: { x: 1 } }

/** A revoked Proxy: every operation on it throws a TypeError, even `instanceof`. */
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

/** A Proxy over `target` whose `trap` throws. */
function throwing(target: object, trap: keyof ProxyHandler<object>): object {
  return new Proxy(target, {
    [trap]: () => {
      throw new Error(`${trap} trap`)
    },
  })
}

const call = (args: unknown) => ({ name: 'f', arguments: args })

describe('toJSON and getters on received objects', () => {
  test.each<[string, () => unknown, Partial<ReadFailure>]>([
    [
      'an own enumerable toJSON is not called: a function is not JSON',
      () => call({ x: 1, toJSON: () => ({ x: 2 }) }),
      { kind: 'invalid_value', path: ['arguments', 'toJSON'], detail: 'function' },
    ],
    [
      'a class instance with toJSON is not plain data',
      () =>
        call(
          new (class Args {
            x = 1
            toJSON() {
              return { x: 1 }
            }
          })(),
        ),
      { kind: 'invalid_value', path: ['arguments'], detail: 'Args' },
    ],
    [
      'a getter that throws on the call',
      () => ({
        name: 'f',
        get arguments(): unknown {
          throw new Error('boom')
        },
      }),
      { kind: 'unreadable', path: ['arguments'], detail: 'boom' },
    ],
    [
      'a getter that throws inside the arguments',
      () =>
        call({
          get x(): unknown {
            throw new Error('boom')
          },
        }),
      { kind: 'unreadable', path: ['arguments', 'x'], detail: 'boom' },
    ],
    [
      'a getter that throws a revoked Proxy',
      () =>
        call({
          get x(): unknown {
            throw revoked()
          },
        }),
      { kind: 'unreadable', path: ['arguments', 'x'], detail: 'unprintable error' },
    ],
  ])('%s: a failing verdict with the path', (_, make, failure) => {
    expectReadFailure(throughEveryFace(make, expectation), failure)
  })

  test('a non-enumerable toJSON is ignored: the data is read as it is', () => {
    const make = () => {
      const args = { x: 1 }
      Object.defineProperty(args, 'toJSON', { value: () => ({ x: 2 }) })
      return call(args)
    }
    expect(throughEveryFace(make, expectation).verdict.pass).toBe(true)
  })

  test('getters that return data are read like data (SDK classes use them)', () => {
    const make = () => ({
      get name() {
        return 'f'
      },
      get arguments() {
        return { x: 1 }
      },
    })
    expect(throughEveryFace(make, expectation).verdict.pass).toBe(true)
  })
})

describe('cyclic and frozen objects', () => {
  test('a cycle inside the arguments is cyclic, at its path', () => {
    const make = () => {
      const args: Record<string, unknown> = { x: 1 }
      args.self = args
      return call(args)
    }
    expectReadFailure(throughEveryFace(make, expectation), { kind: 'cyclic', path: ['arguments', 'self'] })
  })

  test('a cycle in a field no reader looks at is no trouble: a correct pass', () => {
    const make = () => {
      const response: Record<string, unknown> = {
        choices: [{ message: { role: 'assistant', content: 'No call needed.' }, finish_reason: 'stop' }],
      }
      response.usage = response
      return response
    }
    expect(throughEveryFace(make, { abstain: true }).verdict.pass).toBe(true)
  })

  test('an array containing itself is not a list of calls', () => {
    const make = () => {
      const list: unknown[] = []
      list.push(list)
      return list
    }
    expectReadFailure(throughEveryFace(make, expectation), { kind: 'not_an_object', path: [0] })
  })

  test('deeply frozen received objects, and frozen expectations (compiled once, cached), pass', () => {
    const make = () => Object.freeze(call(Object.freeze({ x: 1, list: Object.freeze([1, 2]) })))
    const frozen = Object.freeze({
      name: 'f',
      arguments: Object.freeze({ x: 1, list: Object.freeze([1, 2]) }),
    })
    expect(throughEveryFace(make, frozen).verdict.pass).toBe(true)
    expect(throughEveryFace(make, frozen).verdict.pass).toBe(true)
  })
})

describe('Proxies that throw', () => {
  test.each<[string, () => unknown, Partial<ReadFailure>]>([
    [
      'get, on the response',
      () => throwing(call({ x: 1 }), 'get'),
      { kind: 'unreadable', detail: 'get trap' },
    ],
    [
      'getPrototypeOf, on the response',
      () => throwing(call({ x: 1 }), 'getPrototypeOf'),
      { kind: 'unreadable', detail: 'getPrototypeOf trap' },
    ],
    [
      'ownKeys, on the response',
      () => throwing(call({ x: 1 }), 'ownKeys'),
      { kind: 'unreadable', path: [], detail: 'ownKeys trap' },
    ],
    [
      'get, on the arguments',
      () => call(throwing({ x: 1 }, 'get')),
      { kind: 'unreadable', path: ['arguments', 'x'], detail: 'get trap' },
    ],
    [
      'ownKeys, on the arguments',
      () => call(throwing({ x: 1 }, 'ownKeys')),
      { kind: 'unreadable', path: ['arguments'], detail: 'ownKeys trap' },
    ],
    [
      'getPrototypeOf, on the arguments',
      () => call(throwing({ x: 1 }, 'getPrototypeOf')),
      { kind: 'unreadable', path: ['arguments'], detail: 'getPrototypeOf trap' },
    ],
    [
      'getOwnPropertyDescriptor, on the arguments',
      () => call(throwing({ x: 1 }, 'getOwnPropertyDescriptor')),
      { kind: 'unreadable', path: ['arguments'], detail: 'getOwnPropertyDescriptor trap' },
    ],
    [
      'get, on a tool call in a list',
      () => ({
        choices: [
          { message: { role: 'assistant', tool_calls: [throwing({}, 'get')] }, finish_reason: 'stop' },
        ],
      }),
      { kind: 'unreadable', detail: 'get trap' },
    ],
    ['everything: a revoked Proxy as the response', revoked, { kind: 'unreadable' }],
    ['everything: a revoked Proxy as the arguments', () => call(revoked()), { kind: 'unreadable' }],
  ])('%s: a failing verdict with the reason', (_, make, failure) => {
    expectReadFailure(throughEveryFace(make, expectation), failure)
  })

  test('a has trap that throws is never touched: a correct pass', () => {
    expect(throughEveryFace(() => throwing(call({ x: 1 }), 'has'), expectation).verdict.pass).toBe(true)
    expect(throughEveryFace(() => call(throwing({ x: 1 }, 'has')), expectation).verdict.pass).toBe(true)
  })
})
