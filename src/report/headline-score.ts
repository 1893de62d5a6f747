import type { FinalAggregate } from '../score/final-types.js'

/** The one number a batch is summed up by, and what it is the mean of. */
export interface HeadlineScore {
  /** `null` when no sample has a total. */
  score: number | null
  /** `categories`: the (weighted) mean of the categories' mean totals; `samples`: the mean total of every sample. */
  over: 'categories' | 'samples'
}

/**
 * The headline of a batch, named "overall score" wherever it is shown (the line `score` prints, the step summary,
 * the HTML report) and what `--min-score` gates on: the (weighted) mean of the categories' mean totals when the
 * samples have categories, else the mean total of every sample — so a batch without categories (runs alone, say)
 * has one too.
 */
export function headlineScore(metrics: FinalAggregate): HeadlineScore {
  if (metrics.overall.score !== null) return { score: metrics.overall.score, over: 'categories' }
  return { score: metrics.summary.total.mean, over: 'samples' }
}
