// `score --min-score 1` on a batch of whole runs: a run item's total is 1 exactly when it passes, so a batch in
// which every run failed — by order, by answer — fails the gate with its exit status, and a
// batch in which every run passed (other calls allowed, F1 below 1) passes it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { parseJsonl, readOut, run, scoreArgv, tempDir, writeJsonl } from '../helpers.js'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../examples/recorded/runs/${name}`, import.meta.url), 'utf8'))

/** The support agent's calls, in order, with the answer it must give and a call it must never make. */
const expected = {
  calls: [{ name: 'find_orders' }, { name: 'request_confirmation' }, { name: 'refund_order' }],
  order: 'in-order',
  never: [{ name: 'delete_account' }],
  answer: { $rule: 'pattern', value: 'ORD-5581' },
}

async function score(rows: [id: string, file: string][], min: string) {
  const dir = tempDir()
  writeJsonl(
    join(dir, 'm.jsonl'),
    rows.map(([id]) => ({ id, expected })),
  )
  writeJsonl(
    join(dir, 'p.jsonl'),
    rows.map(([id, file]) => ({ id, prediction: recorded(file) })),
  )
  const result = await run(dir, scoreArgv('--quiet', '--min-score', min))
  return { ...result, samples: parseJsonl(readOut(dir, 'out/samples.jsonl')) }
}

describe('score --min-score 1 on runs', () => {
  // Both made every listed call and no forbidden one: F1 and never respected are 1, as their old total was.
  test('every run failed (order, answer): the gate fails, each total below 1', async () => {
    const result = await score(
      [
        ['swapped', 'support-refund-swapped.json'],
        ['no-answer', 'support-refund-no-answer.json'],
      ],
      '1',
    )
    expect(result.code).toBe(EXIT.gate)
    for (const sample of result.samples) {
      expect(sample.pass).toBe(false)
      expect(sample.total).toBeLessThan(1)
    }
  })

  test('every run passed: the gate passes, each total 1', async () => {
    const result = await score([['right', 'support-refund.json']], '1')
    expect(result.code).toBe(EXIT.ok)
    expect(result.samples.map((sample) => [sample.pass, sample.total])).toEqual([[true, 1]])
  })
})
