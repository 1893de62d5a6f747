// `merge` of runs of trials: the shards' counts add up item by item, so the merged pass^k is one run's, even when one
// item's trials were split across shards; what cannot add up is refused.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { entries, rawCall, readOut, run, tempDir, weather, writeJsonl } from '../helpers.js'

const MANIFEST = {
  refund: { id: 'refund', expected: weather('Paris') },
  search: { id: 'search', expected: weather('Lyon') },
  cancel: { id: 'cancel', expected: weather('Nice') },
}
type Item = keyof typeof MANIFEST
const CITY: Record<Item, string> = { refund: 'Paris', search: 'Lyon', cancel: 'Nice' }

/** Trial rows of an item, numbered from `first`: ✓ the right call, ✗ another. */
const trials = (id: Item, marks: string, first = 0) =>
  [...marks].map((mark, index) => ({
    id,
    trial: first + index,
    prediction_raw: rawCall(mark === '✓' ? CITY[id] : 'Rome'),
  }))

/** Scores `rows` (with the manifest rows of the items they name) into `dir/name`. */
async function score(dir: string, name: string, rows: ReturnType<typeof trials>) {
  const items = [...new Set(rows.map((row) => row.id))]
  writeJsonl(
    join(dir, `${name}.m.jsonl`),
    items.map((id) => MANIFEST[id]),
  )
  writeJsonl(join(dir, `${name}.p.jsonl`), rows)
  const argv = ['score', '--manifest', `${name}.m.jsonl`, '--predictions', `${name}.p.jsonl`, '--out', name]
  const result = await run(dir, [...argv, '--quiet'])
  expect(result).toEqual({ code: EXIT.ok, stdout: '', stderr: '' })
}

const aggregate = (dir: string, name: string) => JSON.parse(readOut(join(dir, name), 'aggregate.json'))
/** aggregate.json without `inputs` (a manifest row an item's shards share is digested once per shard). */
const numbers = (dir: string, name: string) => {
  const { inputs: _, ...rest } = aggregate(dir, name)
  return rest
}

describe('merge: runs of trials', () => {
  test('one item’s trials split across shards: the merged trials, pass^k included, are one run’s', async () => {
    const dir = tempDir()
    // refund: 3 of 5 (✓✗✓ in a, ✗✓ in b); search 2 of 2 in a; cancel 0 of 4 in b.
    await score(dir, 'one', [
      ...trials('refund', '✓✗✓✗✓'),
      ...trials('search', '✓✓'),
      ...trials('cancel', '✗✗✗✗'),
    ])
    await score(dir, 'a', [...trials('refund', '✓✗✓'), ...trials('search', '✓✓')])
    await score(dir, 'b', [...trials('refund', '✗✓', 3), ...trials('cancel', '✗✗✗✗')])
    // A shard alone has another pass^2 for refund (1 of 3 pairs pass; 0 of 1): the mean of the shards' is not it.
    expect(aggregate(dir, 'a').trials.items.refund).toEqual({ n: 3, c: 2 })
    const merged = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(merged.code).toBe(EXIT.ok)
    expect((await run(dir, ['merge', 'b', 'a', '--out', 'ba', '--quiet'])).code).toBe(EXIT.ok)
    const one = numbers(dir, 'one')
    expect(one.trials.items.refund).toEqual({ n: 5, c: 3 })
    expect(one.trials.summary.passHatK[1].value).toBeCloseTo(1.3 / 3, 11)
    expect(numbers(dir, 'ab')).toEqual(one)
    expect(numbers(dir, 'ba')).toEqual(one)
    // The trials section is byte for byte the one run's.
    const section = (name: string) => {
      const text = readOut(join(dir, name), 'aggregate.json')
      return text.slice(text.indexOf('  "trials": {'))
    }
    expect(section('ab')).toBe(section('one'))
    expect(section('ba')).toBe(section('one'))
    // The merge prints the same trials lines as the one run would.
    expect(merged.stdout).toContain('  pass^k  0.533  0.433\n')
    expect(merged.stdout).toContain('     flaky  refund: 3 of 5 trials passed\n')
  })

  test('a run of trials and a run without do not merge (an empty run merges with either)', async () => {
    const dir = tempDir()
    await score(dir, 'a', trials('refund', '✓✗'))
    writeJsonl(join(dir, 'b.m.jsonl'), [MANIFEST.search])
    writeJsonl(join(dir, 'b.p.jsonl'), [{ id: 'search', prediction_raw: rawCall('Lyon') }])
    expect(
      (await run(dir, ['score', '--manifest', 'b.m.jsonl', '--predictions', 'b.p.jsonl', '--out', 'b'])).code,
    ).toBe(EXIT.ok)
    const result = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toContain(
      'b/aggregate.json: cannot combine runs of prediction rows trials and no trials',
    )
    expect(entries(dir)).not.toContain('ab')
    writeJsonl(join(dir, 'e.m.jsonl'), [])
    writeJsonl(join(dir, 'e.p.jsonl'), [])
    expect(
      (await run(dir, ['score', '--manifest', 'e.m.jsonl', '--predictions', 'e.p.jsonl', '--out', 'e'])).code,
    ).toBe(EXIT.ok)
    expect((await run(dir, ['merge', 'e', 'a', '--out', 'ea', '--quiet'])).code).toBe(EXIT.ok)
    expect(aggregate(dir, 'ea').trials.items).toEqual({ refund: { n: 2, c: 1 } })
  })

  test('the same id and trial in two shards is refused, with both places', async () => {
    const dir = tempDir()
    await score(dir, 'a', trials('refund', '✓✗'))
    await score(dir, 'b', trials('refund', '✓', 1))
    const result = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toContain(
      'b/samples.jsonl:1: trial: duplicate trial 1 of id "refund" (first at a/samples.jsonl:2)',
    )
    // The duplicate is the one problem: shard b's own counts still agree with its aggregate.json.
    expect(result.stderr).not.toContain('not an expect-tool-calls run')
  })

  test('a shard whose trials tally does not add up to its samples is refused', async () => {
    const dir = tempDir()
    await score(dir, 'a', trials('refund', '✓✗'))
    await score(dir, 'b', trials('search', '✓'))
    const file = join(dir, 'b', 'aggregate.json')
    writeFileSync(file, readFileSync(file, 'utf8').replace('"c": 1,', '"c": 0,'))
    const result = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toContain(
      'b/samples.jsonl: not an expect-tool-calls run: item "search" has 1 of 1 trials passed in samples.jsonl but 0 of 1 trials passed in aggregate.json',
    )
  })

  test('counts that make no sense in aggregate.json are refused before any sample is read', async () => {
    const dir = tempDir()
    await score(dir, 'a', trials('refund', '✓✗'))
    await score(dir, 'b', trials('search', '✓'))
    const file = join(dir, 'b', 'aggregate.json')
    writeFileSync(file, readFileSync(file, 'utf8').replace('"c": 1,', '"c": 2,'))
    const result = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toContain(
      'b/aggregate.json: not an expect-tool-calls run: c (passed trials) must be at most n (trials) at trials.items.search',
    )
  })
})
