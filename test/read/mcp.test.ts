import { describe, expect, test } from 'vitest'
import { mcp } from '../../src/read/mcp.js'
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

describe('mcp failures in full', () => {
  test.each([
    [
      'another method names the method wanted and the one found',
      mutated(CALL, ['method'], 'tools/list'),
      {
        kind: 'schema_invalid',
        format: 'mcp',
        path: ['method'],
        expected: ['tools/call'],
        detail: 'tools/list',
      },
    ],
    [
      'a JSON-RPC version as a number names its type',
      mutated(CALL, ['jsonrpc'], 2),
      { kind: 'schema_invalid', format: 'mcp', path: ['jsonrpc'], expected: ['2.0'], detail: 'number' },
    ],
    [
      'another JSON-RPC version names it',
      mutated(CALL, ['jsonrpc'], '1.0'),
      { kind: 'schema_invalid', format: 'mcp', path: ['jsonrpc'], expected: ['2.0'], detail: '1.0' },
    ],
    [
      'a null method names its type',
      mutated(CALL, ['method'], null),
      { kind: 'schema_invalid', format: 'mcp', path: ['method'], expected: ['tools/call'], detail: 'null' },
    ],
  ])('%s', (_, received, failure) => {
    expect(readFailure(received)).toStrictEqual(failure)
  })
})

describe('mcp request shape', () => {
  test.each([
    ['a jsonrpc and a method', { jsonrpc: '2.0', method: 'tools/call' }, true],
    ['a jsonrpc without a method', { jsonrpc: '2.0', id: 1 }, false],
    ['a method without a jsonrpc', { method: 'tools/call' }, false],
  ])('matching needs %s', (_, request, expected) => {
    expect(mcp.request.matches(request, [])).toBe(expected)
  })

  test('a request without an id reads a call without an id', () => {
    const turn = readOk(mutated(CALL, ['id'], REMOVE))
    expect(plain(turn.calls)).toEqual([{ name: 'get_weather', arguments: { location: 'New York' } }])
    expect(Object.keys(turn.calls[0]!)).not.toContain('id')
  })
})
