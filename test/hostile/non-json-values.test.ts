import { describe, expect, test } from 'vitest'
import { canonicalize } from '../../src/canonical.js'
import type { ReadFailure } from '../../src/read/types.js'
import { expectReadFailure, throughEveryFace } from './helpers.js'

const expectation = { name: 'f', arguments: { x: 1 } }
const call = (args: unknown) => ({ name: 'f', arguments: args })

/** `[1, <hole>, 2]`: an array with an empty slot. */
function sparse(): unknown[] {
  const list = [1]
  list[2] = 2
  return list
}

describe('values JSON cannot carry, in JavaScript-object input', () => {
  test.each<[string, () => unknown, Partial<ReadFailure>]>([
    [
      'BigInt in the arguments',
      () => call({ x: 10n }),
      { kind: 'invalid_value', path: ['arguments', 'x'], detail: 'bigint' },
    ],
    ['BigInt as the response', () => 10n, { kind: 'not_an_object', detail: 'bigint' }],
    [
      'NaN in the arguments',
      () => call({ x: Number.NaN }),
      { kind: 'non_finite', path: ['arguments', 'x'], detail: 'NaN' },
    ],
    [
      'Infinity in the arguments',
      () => call({ x: [Number.NEGATIVE_INFINITY] }),
      { kind: 'non_finite', path: ['arguments', 'x', 0], detail: '-Infinity' },
    ],
    [
      'NaN as the tool name',
      () => ({ name: Number.NaN, arguments: {} }),
      { kind: 'schema_invalid', path: ['name'] },
    ],
    [
      'undefined inside an arguments array',
      () => call({ x: [1, undefined] }),
      { kind: 'invalid_value', path: ['arguments', 'x', 1], detail: 'undefined' },
    ],
    [
      'a hole in an arguments array',
      () => call({ x: sparse() }),
      { kind: 'invalid_value', path: ['arguments', 'x', 1], detail: 'undefined' },
    ],
    [
      'undefined in a list of tool calls',
      () => ({
        choices: [{ message: { role: 'assistant', tool_calls: [undefined] }, finish_reason: 'tool_calls' }],
      }),
      { kind: 'invalid_value', path: ['choices', 0, 'message', 'tool_calls', 0], format: 'openai-chat' },
    ],
    ['undefined in a list of calls', () => [call({ x: 1 }), undefined], { kind: 'invalid_value', path: [1] }],
    [
      'a function in the arguments',
      () => call({ x: () => 1 }),
      { kind: 'invalid_value', path: ['arguments', 'x'], detail: 'function' },
    ],
    [
      'a Symbol in the arguments',
      () => call({ x: Symbol('x') }),
      { kind: 'invalid_value', path: ['arguments', 'x'], detail: 'symbol' },
    ],
    [
      'a Map in the arguments',
      () => call({ x: new Map([['a', 1]]) }),
      { kind: 'invalid_value', path: ['arguments', 'x'], detail: 'Map' },
    ],
    [
      'an invalid Date in the arguments',
      () => call({ x: new Date(Number.NaN) }),
      { kind: 'invalid_value', path: ['arguments', 'x'], detail: 'Invalid Date' },
    ],
  ])('%s: a failing verdict with the reason', (_, make, failure) => {
    expectReadFailure(throughEveryFace(make, expectation), failure)
  })

  test.each<[string, () => unknown]>([
    ['-0 is 0', () => call({ x: 1, y: -0 })],
    ['a property holding undefined is absent, as in JSON', () => call({ x: 1, y: 0, z: undefined })],
    ['a symbol-keyed property is not an argument', () => call({ x: 1, y: 0, [Symbol('s')]: 2 })],
  ])('%s: a correct pass', (_, make) => {
    expect(throughEveryFace(make, { name: 'f', arguments: { x: 1, y: 0 } }).verdict.pass).toBe(true)
  })

  test('a Date is its ISO-8601 text', () => {
    const faces = throughEveryFace(() => call({ x: new Date(0) }), {
      name: 'f',
      arguments: { x: '1970-01-01T00:00:00.000Z' },
    })
    expect(faces.verdict.pass).toBe(true)
  })

  test('canonicalize itself never throws, even when a getter throws a revoked Proxy', () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    const value = {
      get x(): unknown {
        throw proxy
      },
    }
    expect(canonicalize(value)).toEqual({
      ok: false,
      failure: { kind: 'unreadable', path: ['x'], detail: 'unprintable error' },
    })
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw proxy
        },
      },
    )
    expect(canonicalize({ x: hostile })).toEqual({
      ok: false,
      failure: { kind: 'unreadable', path: ['x'], detail: 'unprintable error' },
    })
  })
})
