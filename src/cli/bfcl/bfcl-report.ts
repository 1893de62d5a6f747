import {
  type CategoryAccuracy,
  type CategoryTally,
  categoryAccuracies,
  type GroupAccuracy,
  summaryGroups,
} from './bfcl-accuracy.js'

/** The format tag of `score --bfcl --json`'s output; a change to its layout bumps it. */
export const BFCL_REPORT_FORMAT = 'expect-tool-calls-bfcl-v1'

/** An entry whose expectation could not be built, counted as failed. */
export interface UnbuildableEntry {
  id: string
  category: string
  problem: string
}

/** What `score --bfcl` reports: per category, the summary groups, and what was left out or could not be built. */
export interface BfclReport {
  format: typeof BFCL_REPORT_FORMAT
  profile: string
  /** Entries scored (prediction rows, plus missing ones with `--allow-missing`). */
  entries: number
  passed: number
  categories: CategoryAccuracy[]
  summary: GroupAccuracy[]
  /** How many entries per category were scored as `missing_prediction` (`--allow-missing`). */
  missing: Record<string, number>
  unbuildable: UnbuildableEntry[]
  /** Question files of categories this scorer does not reproduce. */
  ignored: string[]
  /** The run directory written, or `null` without `--out`. */
  out: string | null
}

/** What a run counted, for `buildBfclReport`. */
export interface BfclCounts {
  profile: string
  tallies: readonly CategoryTally[]
  missing: Record<string, number>
  unbuildable: UnbuildableEntry[]
  ignored: string[]
  out: string | null
}

/** Builds the report (keys in a fixed order, so `--json` prints the same bytes for the same run). */
export function buildBfclReport(counts: BfclCounts): BfclReport {
  const categories = categoryAccuracies(counts.tallies)
  const run = counts.tallies.flatMap((tally) => (tally.scored === null ? [] : [tally.scored]))
  return {
    format: BFCL_REPORT_FORMAT,
    profile: counts.profile,
    entries: run.reduce((sum, scored) => sum + scored.entries, 0),
    passed: run.reduce((sum, scored) => sum + scored.passed, 0),
    categories,
    summary: summaryGroups(categories),
    missing: counts.missing,
    unbuildable: counts.unbuildable,
    ignored: counts.ignored,
    out: counts.out,
  }
}
