/** One category's count: how many entries were scored and how many passed; `null` when it was not run. */
export interface CategoryTally {
  category: string
  /** Entries in the BFCL data (whether run or not). */
  available: number
  /** `null` when no prediction named the category: "not run", never 0%. */
  scored: { entries: number; passed: number } | null
}

/** A category's accuracy (passed / entries), or `null` when it was not run. */
export interface CategoryAccuracy {
  category: string
  entries: number
  passed: number | null
  accuracy: number | null
}

/** How a summary group combines its members. */
export type GroupRule = 'unweighted' | 'weighted'

/** One summary group of the leaderboard, `accuracy: null` when a member was not run (listed in `missing`). */
export interface GroupAccuracy {
  group: string
  rule: GroupRule
  members: readonly string[]
  accuracy: number | null
  /** Entries behind the number (all members' entries). */
  entries: number
  missing: string[]
}

/** A member's number: its accuracy and entry count, or `null` when not run. */
type Part = { accuracy: number; entries: number } | null

interface GroupSpec {
  group: string
  rule: GroupRule
  members: readonly string[]
  /** Members that count when present, none required (the simple languages). */
  optional?: boolean
}

/**
 * The leaderboard's summary groups, in its order (BFCL's eval runner, `generate_leaderboard_csv`):
 * - non-live simple: the unweighted mean of the simple categories of each language (Python, Java, JavaScript on
 *   the leaderboard; only Python is scored here, as `simple_python` or v3's `simple`), over those that were run;
 * - non-live AST: the unweighted mean of simple, multiple, parallel and parallel_multiple;
 * - non-live overall: the same with irrelevance, unweighted;
 * - live AST: live_simple, live_multiple, live_parallel, live_parallel_multiple, each weighted by its entries;
 * - live overall: the same with live_irrelevance and live_relevance, weighted by entries;
 * - relevance: live_relevance; irrelevance: the unweighted mean of irrelevance and live_irrelevance.
 */
export const SUMMARY_GROUPS: readonly GroupSpec[] = [
  { group: 'non_live_simple', rule: 'unweighted', members: ['simple_python', 'simple'], optional: true },
  {
    group: 'non_live_ast',
    rule: 'unweighted',
    members: ['non_live_simple', 'multiple', 'parallel', 'parallel_multiple'],
  },
  {
    group: 'non_live_overall',
    rule: 'unweighted',
    members: ['non_live_simple', 'multiple', 'parallel', 'parallel_multiple', 'irrelevance'],
  },
  {
    group: 'live_ast',
    rule: 'weighted',
    members: ['live_simple', 'live_multiple', 'live_parallel', 'live_parallel_multiple'],
  },
  {
    group: 'live_overall',
    rule: 'weighted',
    members: [
      'live_simple',
      'live_multiple',
      'live_parallel',
      'live_parallel_multiple',
      'live_irrelevance',
      'live_relevance',
    ],
  },
  { group: 'relevance', rule: 'unweighted', members: ['live_relevance'] },
  { group: 'irrelevance', rule: 'unweighted', members: ['irrelevance', 'live_irrelevance'] },
]

/** Combines parts: the mean of the accuracies (`unweighted`) or of the entries (`weighted`, Σ passed / Σ entries). */
export function combine(rule: GroupRule, parts: readonly { accuracy: number; entries: number }[]): number {
  if (rule === 'unweighted') return parts.reduce((sum, part) => sum + part.accuracy, 0) / parts.length
  const entries = parts.reduce((sum, part) => sum + part.entries, 0)
  return parts.reduce((sum, part) => sum + part.accuracy * part.entries, 0) / entries
}

/** Each category's accuracy, in the order given. */
export function categoryAccuracies(tallies: readonly CategoryTally[]): CategoryAccuracy[] {
  return tallies.map(({ category, available, scored }) =>
    scored === null
      ? { category, entries: available, passed: null, accuracy: null }
      : {
          category,
          entries: scored.entries,
          passed: scored.passed,
          accuracy: scored.entries === 0 ? 0 : scored.passed / scored.entries,
        },
  )
}

/**
 * The summary groups from the categories' accuracies. A group whose members were not all run has no number
 * (`accuracy: null`, the missing members listed): BFCL shows such a summary as N/A, and counting an unrun
 * category as 0 would report a number nobody measured. Non-live simple takes the languages that were run.
 */
export function summaryGroups(categories: readonly CategoryAccuracy[]): GroupAccuracy[] {
  const parts = new Map<string, Part>()
  for (const { category, accuracy, entries } of categories)
    parts.set(category, accuracy === null ? null : { accuracy, entries })
  return SUMMARY_GROUPS.map((spec) => {
    const found = spec.members.map((member) => parts.get(member) ?? null)
    const present = found.filter((part) => part !== null)
    const absent = spec.members.filter((_, index) => found[index] === null)
    // An optional group needs one member: with none, it misses its first (the Python simple category).
    const missing = spec.optional !== true ? absent : present.length === 0 ? absent.slice(0, 1) : []
    const complete = present.length > 0 && missing.length === 0
    const accuracy = complete ? combine(spec.rule, present) : null
    const entries = present.reduce((sum, part) => sum + part.entries, 0)
    const group: GroupAccuracy = {
      group: spec.group,
      rule: spec.rule,
      members: spec.members,
      accuracy,
      entries,
      missing,
    }
    parts.set(spec.group, accuracy === null ? null : { accuracy, entries })
    return group
  })
}
