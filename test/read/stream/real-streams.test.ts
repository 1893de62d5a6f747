import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { plain } from '../helpers.js'

/** Real outputs written by others (`../shared/real-fixtures/`, never copied here): their streams and assemblies. */
const CORPUS = new URL('../../../../shared/real-fixtures/', import.meta.url)
const INDEX = fileURLToPath(new URL('index.jsonl', CORPUS))
const HAS_CORPUS = existsSync(INDEX)

interface Row {
  file: string
  expected: 'abstain' | 'malformed' | { name: string; arguments: unknown }[]
}

const rows: Row[] = HAS_CORPUS
  ? readFileSync(INDEX, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Row)
      .filter((row) => row.file.endsWith('.json') && /stream|chunk|assembled/.test(row.file))
  : []

describe.skipIf(!HAS_CORPUS)(
  'real streams read as a careful person reads them (needs ../shared/real-fixtures/)',
  () => {
    test('the corpus has streams in several formats', () => {
      expect(rows.length).toBeGreaterThanOrEqual(5)
    })

    test.each(rows.map((row) => [row.file, row] as const))('%s', (file, row) => {
      const result = readCalls(JSON.parse(readFileSync(fileURLToPath(new URL(file, CORPUS)), 'utf8')))
      if (row.expected === 'malformed') {
        expect(result.ok).toBe(false)
        return
      }
      if (!result.ok) expect.fail(JSON.stringify(result.failure))
      const calls = (plain(result.turn.calls) as { name: string; arguments: unknown }[]).map(
        ({ name, arguments: args }) => ({
          name,
          arguments: args,
        }),
      )
      expect(calls).toEqual(row.expected === 'abstain' ? [] : row.expected)
    })
  },
)
