import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { defineTools, match } from '../../../src/index.js'
import { readCalls } from '../../../src/read/index.js'
import type { ReadOptions, ReadResult } from '../../../src/read/types.js'

/**
 * The raw-text samples of `../shared/real-fixtures/` (model output written by others: vLLM and llama.cpp parser
 * tests, Meta's prompt-format docs), read the way its `check.mjs` reads them: strictly and with each of the row's
 * `text_modes`. A sample reads as expected when one mode gives the expected turn and strict reading does not
 * silently give another. Never copied into the project; skipped when the corpus is absent.
 */
const CORPUS = new URL('../../../../shared/real-fixtures/', import.meta.url)
const INDEX = fileURLToPath(new URL('index.jsonl', CORPUS))
const HAS_CORPUS = existsSync(INDEX)

interface Row {
  file: string
  expected: 'abstain' | 'malformed' | { name: string; arguments: unknown }[]
  text_modes?: ReadOptions[]
}

/**
 * Rows whose `expected` reading this library does not give, with the reason (issue #21 asks to say so rather than
 * change the corpus). Each is held below by a test of what the library reads instead, and why.
 */
const DISAGREEMENTS: Record<string, string> = {
  'llama-cpp-text/qwen3-coder-xml.txt':
    'Qwen3-Coder XML values are text unless a tool schema gives a type (issue #21, section 3): without tools, ' +
    '<parameter=arg1>1</parameter> reads as "1". llama.cpp reads 1 because its test declares arg1 an integer.',
}

const rows: Row[] = HAS_CORPUS
  ? readFileSync(INDEX, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Row)
      .filter((row) => row.file.endsWith('.txt'))
  : []

/** A JSON value with object keys sorted, so equality ignores key order. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value === null || typeof value !== 'object') return value
  const keys = Object.keys(value).sort()
  return Object.fromEntries(keys.map((key) => [key, sorted((value as Record<string, unknown>)[key])]))
}

function readsAs(result: ReadResult, expected: Row['expected']): boolean {
  if (expected === 'malformed') return !result.ok
  if (!result.ok) return false
  if (expected === 'abstain') return result.turn.calls.length === 0
  const calls = result.turn.calls.map((call) => ({ name: call.name, arguments: call.arguments }))
  return JSON.stringify(sorted(calls)) === JSON.stringify(sorted(expected))
}

function text(row: Row): string {
  return readFileSync(fileURLToPath(new URL(row.file, CORPUS)), 'utf8')
}

describe.skipIf(!HAS_CORPUS)(
  'real raw-text outputs read as expected (needs ../shared/real-fixtures/)',
  () => {
    test('the corpus has raw-text samples', () => {
      expect(rows.length).toBeGreaterThan(20)
    })

    test.each(
      rows.filter((row) => !Object.hasOwn(DISAGREEMENTS, row.file)).map((row) => [row.file, row] as const),
    )('%s', (_, row) => {
      const sample = text(row)
      const strict = readCalls(sample)
      // Strict reading may refuse (a read failure is honest), never silently read another turn.
      if (strict.ok) expect(readsAs(strict, row.expected)).toBe(true)
      const modes = row.text_modes ?? [{ parse: 'lenient' }]
      const reads = modes.map((options) => readCalls(sample, options))
      expect(reads.some((result) => readsAs(result, row.expected))).toBe(true)
    })

    test('Qwen3-Coder XML: text without tools, the schema’s type with them', () => {
      const row = rows.find((item) => item.file === 'llama-cpp-text/qwen3-coder-xml.txt')!
      const sample = text(row)
      const plainRead = readCalls(sample, { parse: 'lenient' })
      expect(plainRead.ok && plainRead.turn.calls.map((call) => ({ ...call.arguments }))).toEqual([
        { arg1: '1' },
      ])
      expect(readCalls(sample).ok).toBe(false)
      const tools = defineTools({ special_function: { schema: z.object({ arg1: z.number().int() }) } })
      const verdict = match(
        sample,
        { name: 'special_function', arguments: { arg1: 1 } },
        { parse: 'lenient', tools },
      )
      expect(verdict.pass).toBe(true)
      // With the tool, the value takes the schema's type (as vLLM's parser converts it); without, it stays text.
      expect(verdict.turn!.calls.map((call) => ({ ...call.arguments }))).toEqual([{ arg1: 1 }])
      expect(readsAs({ ok: true, turn: verdict.turn! }, row.expected)).toBe(false)
    })
  },
)
