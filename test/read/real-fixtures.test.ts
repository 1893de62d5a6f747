import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { canonicalize } from '../../src/canonical.js'
import { readCalls } from '../../src/read/read-calls.js'

/**
 * The real outputs of `../shared/real-fixtures/` (SDK recordings and provider fixtures written by others), read with
 * the default options: every response object (not a raw stream, not raw text: their readers are elsewhere) reads
 * as a careful person reads it (`expected` in the corpus index). Skipped when the corpus is absent.
 */
const ROOT = fileURLToPath(new URL('../../../shared/real-fixtures/', import.meta.url))
const HAS_CORPUS = existsSync(`${ROOT}index.jsonl`)

interface Row {
  file: string
  expected: 'abstain' | 'malformed' | { name: string; arguments: unknown }[]
}

/**
 * Rows this reader reads differently from the index, on purpose: issue 21 §4 lists Anthropic's `stop_reason:
 * 'refusal'` (a request blocked under the usage policy, `stop_details.type: 'refusal'`) as a content-filter stop,
 * which is a read failure, never a clean abstention.
 */
const DIFFERS: Record<string, string> = {
  'vercel-ai-anthropic/refusal-empty-content.json': 'filtered',
}

/** Raw stream events (an array of chunks or SSE events): read by the stream assembler, not by the object readers. */
const isRawStream = (file: string) => /stream-.*raw/.test(file)

const rows: Row[] = HAS_CORPUS
  ? readFileSync(`${ROOT}index.jsonl`, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Row)
      .filter((row) => row.file.endsWith('.json') && !isRawStream(row.file))
  : []

const canonical = (value: unknown) => JSON.stringify(canonicalize(value, { unicode: 'nfc', maxDepth: 64 }))

describe.skipIf(!HAS_CORPUS)(
  'real outputs read as a careful person reads them (needs ../shared/real-fixtures/)',
  () => {
    test('the corpus holds response objects', () => {
      expect(rows.length).toBeGreaterThan(60)
    })

    test.each(rows.map((row) => [row.file, row] as const))('%s', (file, row) => {
      const result = readCalls(JSON.parse(readFileSync(`${ROOT}${file}`, 'utf8')))
      const differs = DIFFERS[file]
      if (differs !== undefined) {
        expect(result.ok ? 'ok' : result.failure.kind).toBe(differs)
        return
      }
      if (row.expected === 'malformed') {
        expect(result.ok).toBe(false)
        return
      }
      if (!result.ok) expect.fail(JSON.stringify(result.failure))
      const calls = result.turn.calls.map((call) => ({ name: call.name, arguments: call.arguments }))
      expect(canonical(calls)).toBe(canonical(row.expected === 'abstain' ? [] : row.expected))
    })
  },
)
