import { describe, expect, test } from 'vitest'
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
