import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../src/read/read-calls.js'
import { fixture, plain, readFailure, readOk } from './helpers.js'

/** `shared/` sits beside the repository, in a developer's workspace and in CI alike. */
const CASES = fileURLToPath(new URL('../../../shared/datasets/bfcl/cases.jsonl', import.meta.url))

describe('bfcl reads', () => {
  test.each([
    [
      'decoded parallel output',
      fixture('bfcl/parallel-multiple.json'),
      [
        { name: 'get_stock_price', arguments: { company_names: ['Apple', 'Microsoft'] } },
        { name: 'calculate_triangle_area', arguments: { base: 10, height: 5, unit: 'units' } },
        { name: 'math.factorial', arguments: { number: 5 } },
      ],
    ],
    ['[] as no call', fixture('bfcl/empty.json'), []],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('bfcl')
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('bfcl fails', () => {
  test.each([
    ['an entry with two keys', [{ f: {}, g: {} }], 'unknown_shape', [0]],
    ['an entry whose value is not an object', [{ f: 1 }], 'unknown_shape', [0]],
    ['an empty entry', [{}], 'unknown_shape', [0]],
    ['an empty function name', [{ '': {} }], 'schema_invalid', [0, '']],
    ['an entry mixed with a canonical call', [{ f: {} }, { name: 'g', arguments: {} }], 'unknown_shape', [1]],
    ['a NaN argument', [{ f: { x: Number.NaN } }], 'non_finite', [0, 'f', 'x']],
  ])('%s', (_, received, kind, path) => {
    expect(readFailure(received)).toMatchObject({ kind, path })
  })
})

describe.skipIf(!existsSync(CASES))(`BFCL cases (${CASES}, first 2,000 lines)`, () => {
  const lines = existsSync(CASES) ? readFileSync(CASES, 'utf8').split('\n').slice(0, 2000) : []
  const rows = lines
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { id: string; actual: unknown })

  test('every non-null actual reads as bfcl with one call per entry', () => {
    let read = 0
    for (const row of rows) {
      if (row.actual === null) continue
      const result = readCalls(row.actual)
      if (!result.ok || result.turn.format !== 'bfcl') expect.fail(`${row.id}: ${JSON.stringify(result)}`)
      expect(result.turn.calls).toHaveLength((row.actual as unknown[]).length)
      read++
    }
    expect(read).toBeGreaterThan(1000)
  })
})
