// `score --bfcl` over the real BFCL v4 data: the ground-truth outputs of cases.jsonl, written in the three formats
// BFCL result files hold, must give per category the accuracy BFCL's own checker gave them.

import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../../src/json/types.js'
import { DATASET, HAS_DATASET, loadDataset, SKIPPED } from '../../bfcl/dataset.js'
import { renderPythonCalls } from '../../read/pythonic/render-python-calls.js'
import { run, tempDir, writeJsonl } from '../helpers.js'

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/

/** A decoded output (`[{func: {args}}]`) as a result row: decoded, FC (JSON-text arguments) or Python text. */
function resultOf(actual: Record<string, Record<string, JsonValue>>[], index: number): JsonValue {
  const calls = actual.map((call) => {
    const name = Object.keys(call)[0]!
    return { name, arguments: call[name]! }
  })
  const format = calls.every((call) => IDENTIFIER.test(call.name)) ? index % 3 : 0
  if (format === 1) return calls.map((call) => ({ [call.name]: JSON.stringify(call.arguments) }))
  if (format === 2) return renderPythonCalls(calls)
  return actual
}

describe.skipIf(!HAS_DATASET)('score --bfcl over the BFCL v4 data', () => {
  if (!HAS_DATASET) test.skip(SKIPPED, () => {})

  test('the ground-truth outputs score per category as BFCL scored them', async () => {
    const cases = loadDataset().cases.filter((item) => item.variant === 'gt_first')
    const expected: Record<string, { entries: number; passed: number }> = {}
    for (const item of cases) {
      expected[item.category] ??= { entries: 0, passed: 0 }
      const tally = expected[item.category]!
      tally.entries++
      if (item.bfcl_valid) tally.passed++
    }
    const dir = tempDir()
    const rows = cases.map((item, index) => ({
      id: item.id,
      result: resultOf(item.actual as Record<string, Record<string, JsonValue>>[], index),
      latency: 0.5,
    }))
    writeJsonl(join(dir, 'p.jsonl'), rows)
    const result = await run(dir, [
      'score',
      '--bfcl',
      fileURLToPath(DATASET),
      '--predictions',
      'p.jsonl',
      '--json',
    ])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout) as {
      categories: { category: string; entries: number; passed: number | null }[]
      unbuildable: { id: string }[]
    }
    const scored = Object.fromEntries(
      report.categories
        .filter((row) => row.passed !== null)
        .map((row) => [row.category, { entries: row.entries, passed: row.passed }]),
    )
    expect(scored).toEqual(expected)
    expect(report.unbuildable.map((entry) => entry.id)).toEqual([
      'live_simple_106-63-0',
      'live_simple_112-68-0',
    ])
  })
})
