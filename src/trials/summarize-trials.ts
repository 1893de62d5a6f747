import { MatcherUsageError } from '../usage-error.js'
import { checkInteger } from './check-counts.js'
import { passAtK, passHatK, wilsonInterval } from './estimators.js'
import type { TrialsTally } from './trials-tally.js'
import type { TrialsLabel } from './types.js'

/** A suite estimate at one k: the mean of the per-item estimates over the items with n ≥ k. */
export interface SuiteEstimate {
  k: number
  /** The mean over the items counted; null when no item has k trials. */
  value: number | null
  /** How many items were counted (n ≥ k). */
  items: number
  /** The items with fewer than k trials, by id (sorted): listed, never dropped silently nor counted as zero. */
  shorter: string[]
}

/** What a tally of trials amounts to, for the CLI's `trials` section. */
export interface TrialsSummary {
  items: number
  /** All judged trials, and those that passed, over every item. */
  n: number
  c: number
  /** c / n over all trials (null when there are none), and its 95 % Wilson interval. */
  passRate: number | null
  wilson: readonly [number, number]
  /** The fewest and most trials of an item with at least one judged trial (0 when there is none). */
  minN: number
  maxN: number
  /** pass^k and pass@k for k = 1 … minN: every judged item counted at each (an unjudged one listed as shorter). */
  passHatK: SuiteEstimate[]
  passAtK: SuiteEstimate[]
  /** Items by label, ids sorted. */
  flaky: string[]
  stableFail: string[]
  /** Items with no judged trial (0 of 0): listed, and shorter at every k, never counted as failing. */
  unjudged: string[]
}

/** How many items carry each label: every item is exactly one of them. */
export function labelCounts(summary: TrialsSummary): Record<TrialsLabel, number> {
  const flaky = summary.flaky.length
  const stableFail = summary.stableFail.length
  const unjudged = summary.unjudged.length
  return {
    'stable-pass': summary.items - flaky - stableFail - unjudged,
    flaky,
    'stable-fail': stableFail,
    unjudged,
  }
}

/** An item's label from its counts. */
export function labelOfCounts(n: number, c: number): TrialsLabel {
  if (n === 0) return 'unjudged'
  if (c === n) return 'stable-pass'
  return c === 0 ? 'stable-fail' : 'flaky'
}

/**
 * A suite estimate at any k: the mean of per-item pass^k (or pass@k) over the items with at least k trials. The
 * shorter items are listed and left out of the mean: counting them as zero (tau-bench's code does) would report a
 * shortfall of trials as a failure of the agent, and refusing the whole suite (tau2's choice) would hide every
 * estimate the data does support; listing them says both what was measured and what was not.
 */
export function suiteEstimate(
  tally: TrialsTally,
  k: number,
  estimator: 'passHatK' | 'passAtK',
): SuiteEstimate {
  checkInteger('k', k, 1)
  const estimate = estimator === 'passHatK' ? passHatK : passAtK
  let sum = 0
  let items = 0
  const shorter: string[] = []
  for (const id of Object.keys(tally.items).sort()) {
    const { n, c } = tally.items[id]!
    if (n < k) {
      shorter.push(id)
      continue
    }
    sum += estimate(n, c, k)
    items++
  }
  return { k, value: items === 0 ? null : sum / items, items, shorter }
}

/**
 * Summarises a tally: the pooled pass rate with its Wilson interval, pass^k and pass@k for k = 1 … the smallest n
 * of the judged items, and the flaky, stable-fail and unjudged items. Computed from counts alone, so a merged tally
 * summarises as one run would.
 */
export function summarizeTrials(tally: TrialsTally): TrialsSummary {
  const ids = Object.keys(tally.items).sort()
  let n = 0
  let c = 0
  let minN = Number.POSITIVE_INFINITY
  let maxN = 0
  const flaky: string[] = []
  const stableFail: string[] = []
  const unjudged: string[] = []
  for (const id of ids) {
    const counts = tally.items[id]!
    if (counts.c > counts.n)
      throw new MatcherUsageError(['items', id, 'c'], `c (${counts.c}) must be at most n (${counts.n})`)
    n += counts.n
    c += counts.c
    if (counts.n > 0) minN = Math.min(minN, counts.n)
    maxN = Math.max(maxN, counts.n)
    const label = labelOfCounts(counts.n, counts.c)
    if (label === 'flaky') flaky.push(id)
    else if (label === 'stable-fail') stableFail.push(id)
    else if (label === 'unjudged') unjudged.push(id)
  }
  if (maxN === 0) minN = 0
  const ks = Array.from({ length: minN }, (_, index) => index + 1)
  return {
    items: ids.length,
    n,
    c,
    passRate: n === 0 ? null : c / n,
    wilson: wilsonInterval(c, n),
    minN,
    maxN,
    passHatK: ks.map((k) => suiteEstimate(tally, k, 'passHatK')),
    passAtK: ks.map((k) => suiteEstimate(tally, k, 'passAtK')),
    flaky,
    stableFail,
    unjudged,
  }
}
