import type { Sample } from '../../score/types.js'

/** The worst items kept for the report, and how many other listed-worthy items were left out. */
export interface WorstItems {
  /** Lowest total first (a `null` total after every number), ties by id in code-unit order. */
  items: Sample[]
  /** Items that did not pass or scored below 1 but fell outside the limit. */
  omitted: number
}

/** Collects the worst items of a stream of samples in memory bounded by `limit`. */
export interface WorstCollector {
  add(sample: Sample): void
  result(): WorstItems
}

/** How many worst items a report lists by default. */
export const DEFAULT_WORST_LIMIT = 50

/** A sample's trial, when it is a sample of trials (`samples.jsonl` rows of a run of trials carry one). */
export function trialOf(sample: Sample): number | undefined {
  const trial = (sample as Sample & { trial?: unknown }).trial
  return typeof trial === 'number' ? trial : undefined
}

/** Orders samples worst first: lowest total, a `null` total after every number, then by id, then by trial. */
export function compareWorst(a: Sample, b: Sample): number {
  if (a.total !== b.total) {
    if (a.total === null) return 1
    if (b.total === null) return -1
    return a.total - b.total
  }
  if (a.id === b.id) return (trialOf(a) ?? -1) - (trialOf(b) ?? -1)
  return a.id < b.id ? -1 : 1
}

/** A sample worth listing: it did not pass, or it passed with a total below 1 (partial credit). */
function listable(sample: Sample): boolean {
  return !sample.pass || (sample.total !== null && sample.total < 1)
}

/**
 * Starts a collector that keeps the `limit` worst samples seen (see `compareWorst`), skipping perfect ones, so the
 * CLI can feed it while streaming `samples.jsonl` without holding every sample.
 */
export function collectWorst(limit: number = DEFAULT_WORST_LIMIT): WorstCollector {
  const kept: Sample[] = []
  let seen = 0
  return {
    add(sample) {
      if (!listable(sample)) return
      seen++
      if (kept.length === limit && (limit === 0 || compareWorst(sample, kept[limit - 1]!) >= 0)) return
      let low = 0
      let high = kept.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (compareWorst(kept[middle]!, sample) <= 0) low = middle + 1
        else high = middle
      }
      kept.splice(low, 0, sample)
      if (kept.length > limit) kept.pop()
    },
    result: () => ({ items: [...kept], omitted: seen - kept.length }),
  }
}
