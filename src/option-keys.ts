import type { NormalizedMatchOptions } from './match/options.js'
import type { NormalizedReadOptions } from './read/types.js'
import type { ScoreOptions } from './score/types.js'
import type { NormalizedRunSnapshotOptions } from './snapshot/run/run-snapshot-options.js'
import { MatcherUsageError } from './usage-error.js'

/**
 * Every option key the library knows, in one place, each list checked against its normalised option type: an
 * option added to `NormalizedReadOptions` (or `NormalizedMatchOptions`) fails to compile until it is listed here,
 * in one line.
 */
const READ_KEYS = {
  parse: true,
  lenient: true,
  syntax: true,
  unicode: true,
  maxDepth: true,
  choice: true,
  serverTools: true,
  unknownItems: true,
  numbers: true,
} as const satisfies Record<Exclude<keyof NormalizedReadOptions, 'tools'>, true> // tools: given to `match`

const MATCH_KEYS = {
  ...READ_KEYS,
  profile: true,
  extraArguments: true,
  extraCalls: true,
  tools: true,
  validation: true,
} as const satisfies Record<keyof NormalizedMatchOptions, true>

/** The matchers' options: `match`'s, and the `trials` policy (taken off before `match` sees them). */
const MATCHER_KEYS = {
  ...MATCH_KEYS,
  trials: true,
} as const satisfies Record<keyof NormalizedMatchOptions | 'trials', true>

const SCORE_KEYS = {
  ...MATCH_KEYS,
  category: true,
} as const satisfies Record<keyof Required<ScoreOptions>, true>

const RUN_SNAPSHOT_KEYS = {
  results: true,
} as const satisfies Record<keyof NormalizedRunSnapshotOptions, true>

/**
 * The option sets checked: `readCalls`' options, `match`'s (and `configure`'s), the matchers' (`match`'s and
 * `trials`), `score`'s, and the run snapshot matchers'.
 */
export type OptionSet = 'read' | 'match' | 'matcher' | 'score' | 'runSnapshot'

const KNOWN: Record<OptionSet, readonly string[]> = {
  read: Object.keys(READ_KEYS),
  match: Object.keys(MATCH_KEYS),
  matcher: Object.keys(MATCHER_KEYS),
  score: Object.keys(SCORE_KEYS),
  runSnapshot: Object.keys(RUN_SNAPSHOT_KEYS),
}

/** The known option keys of one set, in declaration order. */
export function knownOptionKeys(set: OptionSet): readonly string[] {
  return KNOWN[set]
}

/**
 * Throws a `MatcherUsageError` naming the first key of `options` that `set` does not know, and the closest known
 * key: a mistyped option (`extraCall`) would otherwise be dropped and tighten nothing. Keys whose value is
 * `undefined` are checked too (a typo is a typo).
 */
export function checkOptionKeys(options: object, set: OptionSet): void {
  const known = KNOWN[set]
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue
    const closest = closestKey(key, known)
    throw new MatcherUsageError(['options', key], `unknown option "${key}" (did you mean "${closest}"?)`)
  }
}

/**
 * The known key nearest to `key` (case ignored): fewest edits, less the length of the prefix they share, so that an
 * abbreviation finds its word (`extraArgs` → `extraArguments`); the first of equals.
 */
export function closestKey(key: string, known: readonly string[]): string {
  let best = known[0]!
  let bestDistance = Number.POSITIVE_INFINITY
  const typed = key.toLowerCase()
  for (const candidate of known) {
    const lower = candidate.toLowerCase()
    const distance = editDistance(typed, lower) - commonPrefix(typed, lower)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best
}

function commonPrefix(a: string, b: string): number {
  let length = 0
  while (length < a.length && length < b.length && a[length] === b[length]) length++
  return length
}

/** Levenshtein distance (insertions, deletions, substitutions), in one row of memory. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, substitution))
    }
    previous = row
  }
  return previous[b.length]!
}
