import { describe, expect, test } from 'vitest'
import { evalRecords } from '../../src/read/eval-records.js'
import { DEFAULT_READ_OPTIONS } from '../../src/read/normalize-read-options.js'
import { fixture, plain, readOk } from './helpers.js'

describe('eval framework records', () => {
  test('evalite { toolName, input }: an absent input is {}', () => {
    const turn = readOk(fixture('evalite/tool-calls.json'))
    expect(turn.format).toBe('evalite')
    expect(plain(turn.calls)).toEqual([
      { name: 'searchFlights', arguments: { from: 'SFO', to: 'JFK' } },
      { name: 'listAirports', arguments: {} },
    ])
  })

  test('vitest-evals { name, arguments, status, result }: a call whatever its status', () => {
    const turn = readOk(fixture('vitest-evals/tool-calls.json'))
    expect(turn.format).toBe('vitest-evals')
    expect(plain(turn.calls)).toEqual([
      { name: 'find_organizations', arguments: {} },
      { name: 'find_issues', arguments: { organizationSlug: 'acme', query: 'is:unresolved' } },
    ])
    expect(readOk({ name: 'ping', status: 'pending' }).calls).toEqual([{ name: 'ping', arguments: {} }])
  })
})

describe('eval framework record shapes', () => {
  test.each([
    ['evalite', 'a toolName', { toolName: 'f' }, true],
    ['evalite', 'a toolName beside a type', { type: 'tool-call', toolName: 'f' }, false],
    ['evalite', 'a toolName that is no string', { toolName: 1 }, false],
    ['vitestEvals', 'a status and a name', { name: 'f', status: 'ok' }, true],
    ['vitestEvals', 'a status without a name', { status: 'ok' }, false],
    ['vitestEvals', 'a status and a name beside a type', { type: 'x', name: 'f', status: 'ok' }, false],
    ['vitestEvals', 'a status that is no string', { name: 'f', status: 1 }, false],
  ] as const)('the %s shape, given %s', (shape, _, record, expected) => {
    expect(evalRecords[shape].matches(record, ['toolCalls', 0])).toBe(expected)
  })

  test('an evalite record keeps its toolCallId as the call id', () => {
    const call = evalRecords.evalite.read(
      { toolName: 'f', toolCallId: 'c1', input: { a: 1 } },
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(plain([call])).toEqual([{ name: 'f', arguments: { a: 1 }, id: 'c1' }])
  })

  test('a vitest-evals record keeps its id as the call id', () => {
    const call = evalRecords.vitestEvals.read(
      { name: 'f', id: 'c2', arguments: { a: 1 }, status: 'ok' },
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(plain([call])).toEqual([{ name: 'f', arguments: { a: 1 }, id: 'c2' }])
  })
})
