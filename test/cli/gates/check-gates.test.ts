import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkGates, type GateFailure } from '../../../src/cli/gates/check-gates.js'
import { describeGate } from '../../../src/cli/gates/describe-gate.js'
import type { SampleOutcome } from '../../../src/cli/gates/sample-outcomes.js'

const none = {
  minPassRate: undefined,
  minScore: undefined,
  baseline: undefined,
  maxRegression: 0,
  minPassHatK: undefined,
}
const samples = (rows: Array<[string, string, boolean]>) =>
  new Map<string, SampleOutcome>(rows.map(([id, category, pass]) => [id, { category, pass }]))

describe('checkGates', () => {
  const run = { passRate: 0.75, score: 0.8, samples: samples([]) }

  test.each([
    [{ minPassRate: 0.75 }, []],
    [{ minPassRate: 0.76 }, [{ kind: 'pass_rate', actual: 0.75, min: 0.76 }]],
    [{ minScore: 0.8 }, []],
    [{ minScore: 0.81 }, [{ kind: 'score', actual: 0.8, min: 0.81 }]],
    [
      { minPassRate: 0.9, minScore: 0.9 },
      [
        { kind: 'pass_rate', actual: 0.75, min: 0.9 },
        { kind: 'score', actual: 0.8, min: 0.9 },
      ],
    ],
  ])('%j', (options, failures) => {
    expect(checkGates(run, { ...none, ...options }, undefined)).toEqual(failures)
  })

  test('a run without a number fails its minimum', () => {
    const empty = { passRate: null, score: null, samples: samples([]) }
    expect(checkGates(empty, { ...none, minPassRate: 0, minScore: 0 }, undefined).map((f) => f.kind)).toEqual(
      ['pass_rate', 'score'],
    )
  })

  const baseline = samples([
    ['a', 'refunds', true],
    ['b', 'refunds', true],
    ['c', 'refunds', false],
    ['d', 'search', true],
    ['e', 'gone', true],
  ])

  test('a category whose pass rate drops more than allowed fails, listing the samples that flipped', () => {
    const now = samples([
      ['a', 'refunds', false],
      ['b', 'refunds', true],
      ['c', 'refunds', true],
      ['d', 'search', false],
      ['n', 'new', false],
    ])
    const failures = checkGates(
      { passRate: 0.4, score: 0.5, samples: now },
      { ...none, maxRegression: 0 },
      baseline,
    )
    // refunds: 2/3 before, 2/3 now (a flipped down, c flipped up): no drop. search: 1 → 0. "new" and "gone": not compared.
    expect(failures).toEqual([
      { kind: 'regression', category: 'search', baseline: 1, actual: 0, max: 0, regressed: ['d'] },
    ])
    expect(describeGate(failures[0]!)).toBe(
      'category "search": pass rate 0.0 %, down from 100.0 % in the baseline (more than --max-regression 0.0 %)\n' +
        '  passed in the baseline, failing now: d',
    )
  })

  test('a drop within --max-regression passes; the same drop above it fails', () => {
    const now = samples([
      ['a', 'refunds', false],
      ['b', 'refunds', true],
      ['c', 'refunds', false],
    ])
    // 2/3 → 1/3: a drop of 1/3.
    expect(
      checkGates({ passRate: 0, score: 0, samples: now }, { ...none, maxRegression: 0.34 }, baseline),
    ).toEqual([])
    expect(
      checkGates({ passRate: 0, score: 0, samples: now }, { ...none, maxRegression: 0.33 }, baseline),
    ).toHaveLength(1)
  })

  test('property: the same run as its own baseline never regresses; every listed sample passed before and fails now', () => {
    const outcome = fc.record({ category: fc.constantFrom('x', 'y'), pass: fc.boolean() })
    const runs = fc.tuple(
      fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5'), outcome),
      fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5'), outcome),
    )
    fc.assert(
      fc.property(runs, ([before, after]) => {
        const old = new Map(Object.entries(before))
        const now = new Map(Object.entries(after))
        expect(checkGates({ passRate: 1, score: 1, samples: old }, none, old)).toEqual([])
        for (const failure of checkGates({ passRate: 1, score: 1, samples: now }, none, old)) {
          if (failure.kind !== 'regression') throw new Error('only regressions are asked for')
          expect(failure.baseline).toBeGreaterThan(failure.actual)
          for (const id of failure.regressed)
            expect([old.get(id)?.pass, now.get(id)?.pass]).toEqual([true, false])
        }
      }),
    )
  })
})

describe('describeGate', () => {
  test.each([
    [{ kind: 'pass_rate', actual: 0.8, min: 0.9 }, 'pass rate 80.0 % is below --min-pass-rate 90.0 %'],
    [{ kind: 'score', actual: null, min: 0.5 }, 'overall score none (no samples) is below --min-score 0.500'],
    // A number that would round up to its threshold shows the digits that keep it below.
    [{ kind: 'score', actual: 0.7999, min: 0.8 }, 'overall score 0.7999 is below --min-score 0.800'],
    [{ kind: 'pass_rate', actual: 0.79999, min: 0.8 }, 'pass rate 79.999 % is below --min-pass-rate 80.0 %'],
    [
      { kind: 'pass_hat_k', k: 1, actual: 0.7999, min: 0.8, items: 1 },
      'pass^1 0.7999 (the mean over 1 item) is below --min-pass-hat-k 1:0.8',
    ],
  ] as const)('%j', (failure, words) => {
    expect(describeGate(failure)).toBe(words)
  })

  test('long lists of flipped samples are cut at ten', () => {
    const regressed = Array.from({ length: 12 }, (_, index) => `s${String(index).padStart(2, '0')}`)
    const words = describeGate({
      kind: 'regression',
      category: 'c',
      baseline: 1,
      actual: 0,
      max: 0.02,
      regressed,
    })
    expect(words).toMatch(/s09 … and 2 more$/)
  })
})

describe('checkGates: --min-pass-hat-k', () => {
  /** Items with (n, c): refund 3 of 5, search 2 of 2, cancel 0 of 4 — pass^2 = (0.3 + 1 + 0) / 3 = 0.4333… */
  const tally = (items: Record<string, [number, number]>) => ({
    items: Object.fromEntries(Object.entries(items).map(([id, [n, c]]) => [id, { n, c }])),
  })
  const suite = tally({ refund: [5, 3], search: [2, 2], cancel: [4, 0] })
  const gate = (trials: ReturnType<typeof tally> | undefined, k: number, min: number) =>
    checkGates(
      { passRate: 1, score: 1, samples: samples([]), trials },
      { ...none, minPassHatK: { k, min } },
      undefined,
    )

  test.each([
    [1, 1.6 / 3, []],
    [2, 1.3 / 3, []],
    [2, 0.4, []],
    [2, 0, []],
  ])('pass^%i at or above %d passes (inclusive)', (k, min, failures) => {
    expect(gate(suite, k, min)).toEqual(failures)
  })

  test.each([
    [1, 0.54, 1.6 / 3],
    [2, 0.44, 1.3 / 3],
    [2, 1, 1.3 / 3],
  ])('pass^%i below %d fails with the estimate and the items counted', (k, min, actual) => {
    const [failure] = gate(suite, k, min)
    expect(failure).toMatchObject({ kind: 'pass_hat_k', k, min, items: 3 })
    expect((failure as { actual: number }).actual).toBeCloseTo(actual, 12)
  })

  test('k above an item’s trials fails, naming each item with fewer (an unjudged one too), never counting it as 0', () => {
    const withUnjudged = tally({ refund: [5, 3], search: [2, 2], cancel: [4, 0], lost: [0, 0] })
    expect(gate(withUnjudged, 3, 0)).toEqual([
      {
        kind: 'pass_hat_k_short',
        k: 3,
        min: 0,
        shorter: [
          { id: 'lost', n: 0 },
          { id: 'search', n: 2 },
        ],
      },
    ])
    // Even k = 1 cannot speak for an item with no trial.
    expect(gate(withUnjudged, 1, 0)).toEqual([
      { kind: 'pass_hat_k_short', k: 1, min: 0, shorter: [{ id: 'lost', n: 0 }] },
    ])
  })

  test('a run without trials, or with no item, fails: nothing was measured', () => {
    expect(gate(undefined, 1, 0)).toEqual([{ kind: 'pass_hat_k_no_trials', k: 1, min: 0 }])
    expect(gate(tally({}), 1, 0)).toEqual([{ kind: 'pass_hat_k_no_trials', k: 1, min: 0 }])
  })

  test.each([
    [
      { kind: 'pass_hat_k', k: 2, min: 0.5, actual: 1.3 / 3, items: 3 },
      'pass^2 0.433 (the mean over 3 items) is below --min-pass-hat-k 2:0.5',
    ],
    [
      { kind: 'pass_hat_k', k: 1, min: 0.9, actual: 0.5, items: 1 },
      'pass^1 0.500 (the mean over 1 item) is below --min-pass-hat-k 1:0.9',
    ],
    [
      {
        kind: 'pass_hat_k_short',
        k: 3,
        min: 0.8,
        shorter: [
          { id: 'lost', n: 0 },
          { id: 'search', n: 2 },
        ],
      },
      '--min-pass-hat-k 3:0.8: pass^3 needs 3 trials of every item, and 2 items have fewer: lost (no trial: unjudged), search (2 trials)',
    ],
    [
      { kind: 'pass_hat_k_short', k: 2, min: 0.8, shorter: [{ id: 'a\u001b[31m', n: 1 }] },
      '--min-pass-hat-k 2:0.8: pass^2 needs 2 trials of every item, and 1 item has fewer: a\\u001b[31m (1 trial)',
    ],
    [
      { kind: 'pass_hat_k_no_trials', k: 1, min: 0.5 },
      '--min-pass-hat-k 1:0.5: the run has no trials (no prediction row has a "trial" field)',
    ],
  ] as const)('describeGate(%j)', (failure, words) => {
    expect(describeGate(failure as GateFailure)).toBe(words)
  })

  test('a long list of items short of trials is cut at ten', () => {
    const shorter = Array.from({ length: 12 }, (_, index) => ({
      id: `s${String(index).padStart(2, '0')}`,
      n: 1,
    }))
    expect(describeGate({ kind: 'pass_hat_k_short', k: 2, min: 0.5, shorter })).toMatch(
      /s09 \(1 trial\) … and 2 more$/,
    )
  })
})
