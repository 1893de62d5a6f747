import { describe, expect, test } from 'vitest'
import { describeTrials } from '../../../src/cli/output/describe-trials.js'
import { summarizeTrials } from '../../../src/trials/summarize-trials.js'
import type { ItemCounts } from '../../../src/trials/trials-tally.js'

function trialsOf(rows: ReadonlyArray<readonly [string, number, number]>) {
  const items = Object.create(null) as Record<string, ItemCounts>
  for (const [id, n, c] of rows) items[id] = { n, c }
  return { items, summary: summarizeTrials({ items }) }
}

describe('describeTrials', () => {
  test('three items by hand: 3 of 5, 2 of 2, 0 of 4', () => {
    expect(
      describeTrials(
        trialsOf([
          ['refund', 5, 3],
          ['search', 2, 2],
          ['cancel', 4, 0],
        ]),
      ),
    ).toBe(
      [
        'trials: 3 items · 11 trials · 5 passed (45.5%, 95% Wilson interval 21.3%–72.0%)',
        '  1 stable-pass · 1 flaky · 1 stable-fail',
        '  k       1      2',
        '  pass^k  0.533  0.433',
        '  pass@k  0.533  0.633',
        '  1 flaky item (their trials passed and failed):',
        '     flaky  refund: 3 of 5 trials passed',
        '',
      ].join('\n'),
    )
  })

  test('ten k columns at most; ten flaky items listed, the rest counted; ids cannot drive the terminal', () => {
    const rows = Array.from({ length: 12 }, (_, i) => [`item${String(i).padStart(2, '0')}`, 14, 7] as const)
    const text = describeTrials(trialsOf([...rows, ['\u001b[2Jx', 14, 1]]))
    expect(text).toContain('  k       1      2      3      4      5      6      7      8      9      10\n')
    expect(text).toContain('  (k up to 14 in aggregate.json and report.html)\n')
    expect(text).toContain('  13 flaky items (their trials passed and failed):\n')
    expect(text).toContain('     flaky  \\u001b[2Jx: 1 of 14 trials passed\n')
    expect(text).not.toContain('\u001b')
    expect(text).toContain('     … and 3 more (see aggregate.json)\n')
  })
})
