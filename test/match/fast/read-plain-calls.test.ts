import { describe, expect, test } from 'vitest'
import { readPlainCalls } from '../../../src/match/fast/read-plain-calls.js'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'

const options = normalizeReadOptions({})
const args = { city: 'Paris' }
const tooMany = Array.from({ length: 1001 }, () => ({ f: {} }))
const mostCalls = Array.from({ length: 1000 }, () => ({ f: {} }))
const mostCallsRead = Array.from({ length: 1000 }, () => ({ name: 'f', arguments: {} }))
const nullPrototype = (value: object): object => Object.assign(Object.create(null), value)
/** `value` with `hidden` as own properties that are not enumerable: the reader's detectors still read them. */
const withHidden = (value: object, hidden: Record<string, unknown>): object =>
  Object.defineProperties(
    value,
    Object.fromEntries(
      Object.entries(hidden).map(([key, field]) => [key, { value: field, enumerable: false }]),
    ),
  )
class Named {
  name = 'f'
}
/** An array that is no plain object, whatever its prototype: the reader still reads it as an array. */
const namedArray = (prototype: object | null): object =>
  Object.setPrototypeOf(Object.assign([], { name: 'f' }), prototype)
/** A function, named `f` like every function declared so, with no prototype. */
const bareFunction = Object.setPrototypeOf(function f() {}, null)
class Calls extends Array {}
/** An array with a `then` method: a promise-like value, which the reader refuses. */
const promiseLike = Object.defineProperty([{ f: {} }], 'then', { value: () => undefined })

describe('readPlainCalls', () => {
  test.each([
    [
      'BFCL entries',
      [{ get_weather: args }, { get_time: {} }],
      [
        { name: 'get_weather', arguments: args },
        { name: 'get_time', arguments: {} },
      ],
    ],
    ['no call', [], []],
    ['a canonical call', { name: 'f', arguments: args }, [{ name: 'f', arguments: args }]],
    [
      'a canonical call with an id',
      { name: 'f', arguments: args, id: 'c1' },
      [{ name: 'f', arguments: args, id: 'c1' }],
    ],
    ['a canonical call without arguments', { name: 'f' }, [{ name: 'f', arguments: {} }]],
    [
      'canonical calls',
      [{ name: 'f', arguments: args }, { name: 'g' }],
      [
        { name: 'f', arguments: args },
        { name: 'g', arguments: {} },
      ],
    ],
    ['exactly 1,000 calls', mostCalls, mostCallsRead],
    [
      'a canonical call whose first key is its id',
      [{ id: 'c1', name: 'f' }],
      [{ name: 'f', arguments: {}, id: 'c1' }],
    ],
    ['a null-prototype canonical call', nullPrototype({ name: 'f' }), [{ name: 'f', arguments: {} }]],
    ['null-prototype canonical calls', [nullPrototype({ name: 'f' })], [{ name: 'f', arguments: {} }]],
    [
      // Steps only when every element is one.
      'a canonical call that hidden fields make an AI SDK step, beside another call',
      [withHidden({ name: 'f' }, { finishReason: 'stop', toolCalls: [] }), { name: 'g' }],
      [
        { name: 'f', arguments: {} },
        { name: 'g', arguments: {} },
      ],
    ],
  ])('%s', (_title, received, calls) => {
    expect(readPlainCalls(received, options)).toEqual(calls)
  })

  test.each([
    ['text', 'get_weather(city="Paris")'],
    ['a number', 5],
    ['null', null],
    ['an array subclass', Calls.from([{ f: {} }])],
    ['more than 1,000 calls', tooMany],
    ['an element that is no object', [{ f: {} }, 'g']],
    ['an element with a class', [new Map()]],
    ['a promise-like array', promiseLike],
    ['stream events', [{ type: 'message_start', message: {} }]],
    ['AI SDK steps', [{ finishReason: 'stop', toolCalls: [] }]],
    ['a conversation', [{ role: 'user', content: 'hi' }]],
    ['a one-key element whose value is no object', [{ f: 1 }]],
    ['BFCL entries mixed with canonical calls', [{ f: {} }, { name: 'g' }]],
    ['canonical calls mixed with BFCL entries', [{ name: 'g' }, { f: {} }]],
    ['an OpenAI tool call', [{ type: 'function', id: 'c', function: { name: 'f', arguments: '{}' } }]],
    ['a BFCL entry with a non-ASCII name', [{ météo: {} }]],
    ['a BFCL entry with arguments that are not plain', [{ f: { city: 'Zürich' } }]],
    ['a canonical call under another arguments key', { name: 'f', parameters: args }],
    ['canonical calls under another arguments key', [{ name: 'f', parameters: args }]],
    ['a canonical call with a non-string name', [{ name: 5, arguments: {} }]],
    ['a canonical call with a non-ASCII name', { name: 'météo', arguments: {} }],
    ['a canonical call with JSON-string arguments', { name: 'f', arguments: '{}' }],
    ['a canonical call with a numeric id', { name: 'f', arguments: {}, id: 7 }],
    ['an object of another shape', { role: 'assistant', content: 'hi' }],
    ['an object of no known shape', { f: {} }],
    ['an object with an id and no name', { id: 'c1' }],
    ['a class instance', new Map()],
    ['a class instance with a name', new Named()],
    ['an element that is a class instance with a name', [new Named()]],
    ['an element that is an array with a name', [namedArray(Array.prototype)]],
    [
      'an element that is an array with a name and the prototype of an object',
      [namedArray(Object.prototype)],
    ],
    ['an element that is a named function with no prototype', [bareFunction]],
    [
      'AI SDK steps by fields that are not enumerable',
      [withHidden({ name: 'f' }, { finishReason: 'stop', toolCalls: [] })],
    ],
    [
      'a conversation by fields that are not enumerable',
      [withHidden({ name: 'f' }, { role: 'assistant', content: 'hi' })],
    ],
    [
      'elements of another shape by fields that are not enumerable',
      [withHidden({ name: 'f' }, { status: 'pass' })],
    ],
    [
      'an object of another shape by fields that are not enumerable',
      withHidden({ name: 'f' }, { role: 'user', content: 'hi' }),
    ],
  ])('%s: left to the full route', (_title, received) => {
    expect(readPlainCalls(received, options)).toBeUndefined()
  })

  test('a Proxy whose traps throw is left to the full route, without throwing', () => {
    const hostile = new Proxy([], {
      getPrototypeOf() {
        throw new Error('no')
      },
    })
    expect(readPlainCalls(hostile, options)).toBeUndefined()
  })
})
