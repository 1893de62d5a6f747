import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { passAtK, passHatK } from '../../src/trials/estimators.js'
import { labelOfCounts, suiteEstimate, summarizeTrials } from '../../src/trials/summarize-trials.js'
import {
  addTrialInPlace,
  addUnjudgedInPlace,
  emptyTrialsTally,
  mergeTrialsTallies,
  type TrialsTally,
} from '../../src/trials/trials-tally.js'
import { MatcherUsageError } from '../../src/usage-error.js'

/** A tally from rows of (id, passed), as the CLI reads trial rows. */
function tallyOf(rows: ReadonlyArray<readonly [string, boolean]>): TrialsTally {
  const tally = emptyTrialsTally()
  for (const [id, passed] of rows) addTrialInPlace(tally, id, passed)
  return tally
}

/** Item `id` with its trials as marks (✓ passed, ✗ failed). */
const item = (id: string, marks: string) => [...marks].map((mark) => [id, mark === '✓'] as const)

describe('the tally', () => {
  test('keeps each item’s counts, any id an ordinary key', () => {
    const tally = tallyOf([...item('a', '✓✗✓'), ...item('__proto__', '✓'), ...item('constructor', '✗')])
    expect(Object.entries(tally.items)).toEqual([
      ['a', { n: 3, c: 2 }],
      ['__proto__', { n: 1, c: 1 }],
      ['constructor', { n: 1, c: 0 }],
    ])
  })

  test('merging adds the counts of an item split across tallies', () => {
    const merged = mergeTrialsTallies(
      tallyOf(item('a', '✓✗')),
      tallyOf([...item('a', '✓'), ...item('b', '✗')]),
    )
    expect({ ...merged.items }).toEqual({ a: { n: 3, c: 2 }, b: { n: 1, c: 0 } })
  })

  test('a tally with impossible counts (read back from a file) is a usage error naming the item', () => {
    const bad = { items: { 'task-7': { n: 2, c: 3 } } }
    expect(() => mergeTrialsTallies(bad)).toThrow(MatcherUsageError)
    expect(() => mergeTrialsTallies(bad)).toThrow('c (3) must be at most n (2) at items["task-7"].c')
  })
})

describe('summarizeTrials', () => {
  // a: 3 of 5, b: 5 of 5, c: 0 of 4 — checkable by hand.
  const tally = tallyOf([...item('a', '✓✓✓✗✗'), ...item('b', '✓✓✓✓✓'), ...item('c', '✗✗✗✗')])
  const summary = summarizeTrials(tally)

  test('pooled counts, rate and interval; the labels', () => {
    expect(summary).toMatchObject({
      items: 3,
      n: 14,
      c: 8,
      minN: 4,
      maxN: 5,
      flaky: ['a'],
      stableFail: ['c'],
    })
    expect(summary.passRate).toBeCloseTo(8 / 14, 12)
    expect(summary.wilson[0]).toBeLessThan(8 / 14)
    expect(summary.wilson[1]).toBeGreaterThan(8 / 14)
  })

  test('pass^k and pass@k for k = 1 … the smallest n, each the mean over the items', () => {
    expect(summary.passHatK.map((estimate) => estimate.k)).toEqual([1, 2, 3, 4])
    // k = 2: a C(3,2)/C(5,2) = 0.3, b 1, c 0 → 1.3 / 3
    expect(summary.passHatK[1]!.value).toBeCloseTo(1.3 / 3, 12)
    // k = 2: a 1 − C(2,2)/C(5,2) = 0.9, b 1, c 0 → 1.9 / 3
    expect(summary.passAtK[1]!.value).toBeCloseTo(1.9 / 3, 12)
    expect(summary.passHatK.every((estimate) => estimate.items === 3 && estimate.shorter.length === 0)).toBe(
      true,
    )
  })

  test('beyond the smallest n, the shorter items are listed and left out of the mean (never counted as zero)', () => {
    const at5 = suiteEstimate(tally, 5, 'passHatK')
    // a: C(3,5) = 0, b: 1 → 0.5 over 2 items; c (4 trials) listed
    expect(at5).toEqual({ k: 5, value: 0.5, items: 2, shorter: ['c'] })
    expect(suiteEstimate(tally, 6, 'passAtK')).toEqual({
      k: 6,
      value: null,
      items: 0,
      shorter: ['a', 'b', 'c'],
    })
    expect(() => suiteEstimate(tally, 0, 'passAtK')).toThrow('k must be an integer ≥ 1, received 0')
  })

  test('no item: no rate, the interval [0, 1], no k', () => {
    expect(summarizeTrials(emptyTrialsTally())).toEqual({
      items: 0,
      n: 0,
      c: 0,
      passRate: null,
      wilson: [0, 1],
      minN: 0,
      maxN: 0,
      passHatK: [],
      passAtK: [],
      flaky: [],
      stableFail: [],
      unjudged: [],
    })
  })

  test.each([
    [0, 0, 'unjudged'],
    [3, 3, 'stable-pass'],
    [3, 0, 'stable-fail'],
    [3, 1, 'flaky'],
  ] as const)('labelOfCounts(%i, %i) = %s', (n, c, label) => {
    expect(labelOfCounts(n, c)).toBe(label)
  })
})

/** Trial rows over a few items (each item's trials may be split anywhere), and a shard for each row. */
const rowsAndShards = fc.array(
  fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.boolean(), fc.integer({ min: 0, max: 3 })),
  { minLength: 1, maxLength: 60 },
)

describe('shards', () => {
  test('tallies of shards merge into the summary of one run, whichever trials went where', () => {
    fc.assert(
      fc.property(rowsAndShards, (rows) => {
        const whole = summarizeTrials(tallyOf(rows.map(([id, passed]) => [id, passed] as const)))
        const shards = [0, 1, 2, 3].map((shard) =>
          tallyOf(rows.filter((row) => row[2] === shard).map(([id, passed]) => [id, passed] as const)),
        )
        expect(summarizeTrials(mergeTrialsTallies(...shards))).toEqual(whole)
        expect(summarizeTrials(mergeTrialsTallies(...shards.reverse()))).toEqual(whole)
      }),
    )
  })

  test('one item split across two shards gives the pass^k of its combined counts, not a mean of the shards', () => {
    const merged = mergeTrialsTallies(tallyOf(item('a', '✓✓✓')), tallyOf(item('a', '✗✗')))
    const summary = summarizeTrials(merged)
    expect(summary.passHatK[1]!.value).toBeCloseTo(passHatK(5, 3, 2), 12) // 0.3, not (1 + 0) / 2
    expect(summary.passAtK[1]!.value).toBeCloseTo(passAtK(5, 3, 2), 12)
  })
})

describe('suite estimates by hand: 5 trials 3 passed, 2 of 2, 4 of 0', () => {
  const tally = tallyOf([...item('a', '✓✓✓✗✗'), ...item('b', '✓✓'), ...item('c', '✗✗✗✗')])
  // Per item pass^k = C(c,k)/C(n,k): a 3/5, 3/10, 1/10, 0, 0; b 1, 1; c 0 at every k.
  // Per item pass@k = 1 − C(n−c,k)/C(n,k): a 3/5, 9/10, 1, 1, 1; b 1, 1; c 0 at every k.
  test.each([
    [1, (3 / 5 + 1 + 0) / 3, (3 / 5 + 1 + 0) / 3, 3, []],
    [2, (3 / 10 + 1 + 0) / 3, (9 / 10 + 1 + 0) / 3, 3, []],
    [3, (1 / 10 + 0) / 2, (1 + 0) / 2, 2, ['b']],
    [4, 0, (1 + 0) / 2, 2, ['b']],
    [5, 0, 1, 1, ['b', 'c']],
  ])('k = %i: pass^k %d, pass@k %d over %i items, shorter %j', (k, hat, at, items, shorter) => {
    const passHat = suiteEstimate(tally, k, 'passHatK')
    const passAt = suiteEstimate(tally, k, 'passAtK')
    expect(passHat.value).toBeCloseTo(hat, 12)
    expect(passAt.value).toBeCloseTo(at, 12)
    expect(passHat).toMatchObject({ k, items, shorter })
    expect(passAt).toMatchObject({ k, items, shorter })
  })

  test('the summary stops at the smallest n (2): every item counts at each k', () => {
    const summary = summarizeTrials(tally)
    expect(summary.passHatK.map((estimate) => [estimate.k, estimate.items, estimate.shorter])).toEqual([
      [1, 3, []],
      [2, 3, []],
    ])
    expect(summary).toMatchObject({ minN: 2, maxN: 5, flaky: ['a'], stableFail: ['c'], unjudged: [] })
  })
})

describe('unjudged items', () => {
  test('an item with no judged trial is listed as unjudged and shorter at every k, never counted as failing', () => {
    const tally = tallyOf([...item('a', '✓✗'), ...item('b', '✓✓✓')])
    addUnjudgedInPlace(tally, 'lost')
    const summary = summarizeTrials(tally)
    expect(summary).toMatchObject({
      items: 3,
      n: 5,
      c: 4,
      minN: 2,
      maxN: 3,
      unjudged: ['lost'],
      stableFail: [],
    })
    // k = 1 … 2 (the smallest n of the judged items): the mean over a and b, lost listed.
    expect(summary.passHatK).toEqual([
      { k: 1, value: (1 / 2 + 1) / 2, items: 2, shorter: ['lost'] },
      { k: 2, value: (0 + 1) / 2, items: 2, shorter: ['lost'] },
    ])
  })

  test('recording an item as unjudged keeps the counts it has; a later trial makes it judged', () => {
    const tally = tallyOf(item('a', '✓'))
    addUnjudgedInPlace(tally, 'a')
    addUnjudgedInPlace(tally, 'b')
    addTrialInPlace(tally, 'b', false)
    expect({ ...tally.items }).toEqual({ a: { n: 1, c: 1 }, b: { n: 1, c: 0 } })
  })

  test('only unjudged items: no k, no rate', () => {
    const tally = emptyTrialsTally()
    addUnjudgedInPlace(tally, 'x')
    expect(summarizeTrials(tally)).toMatchObject({
      items: 1,
      n: 0,
      minN: 0,
      maxN: 0,
      passHatK: [],
      unjudged: ['x'],
    })
    expect(summarizeTrials(tally).passRate).toBeNull()
  })

  test('merging an unjudged item with a shard that judged it gives the judged counts', () => {
    const lost = emptyTrialsTally()
    addUnjudgedInPlace(lost, 'a')
    const merged = mergeTrialsTallies(lost, tallyOf(item('a', '✓✗')))
    expect(summarizeTrials(merged)).toMatchObject({ minN: 2, unjudged: [], flaky: ['a'] })
  })
})
