import { describe, expect, test } from 'vitest'
import { readPlainCalls } from '../../../src/match/fast/read-plain-calls.js'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'

const options = normalizeReadOptions({})
const args = { city: 'Paris' }
const tooMany = Array.from({ length: 1001 }, () => ({ f: {} }))
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
