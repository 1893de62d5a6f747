import { describe, expect, test } from 'vitest'
import { fixture, mutated, plain, REMOVE, readFailure, readOk } from './helpers.js'

const CALL = 'mcp/tools-call.json'

describe('mcp reads', () => {
  test.each([
    [
      'a tools/call request',
      fixture(CALL),
      [{ name: 'get_weather', arguments: { location: 'New York' }, id: '2' }],
    ],
    [
      'absent arguments as {}',
      fixture('mcp/tools-call-no-arguments.json'),
      [{ name: 'list_open_tickets', arguments: {}, id: 'req-41' }],
    ],
    [
      'a batch of requests',
      [fixture(CALL), fixture('mcp/tools-call-no-arguments.json')],
      [
        { name: 'get_weather', arguments: { location: 'New York' }, id: '2' },
        { name: 'list_open_tickets', arguments: {}, id: 'req-41' },
      ],
    ],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('mcp')
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('mcp fails', () => {
  test.each([
    ['another method', fixture('mcp/tools-list.json'), ['method']],
    ['another JSON-RPC version', mutated(CALL, ['jsonrpc'], '1.0'), ['jsonrpc']],
    ['no params', mutated(CALL, ['params'], REMOVE), ['params']],
    ['a missing name', mutated(CALL, ['params', 'name'], REMOVE), ['params', 'name']],
    ['arguments a string', mutated(CALL, ['params', 'arguments'], '{}'), ['params', 'arguments']],
  ])('%s', (_, received, path) => {
    expect(readFailure(received)).toMatchObject({ kind: 'schema_invalid', format: 'mcp', path })
  })
})
