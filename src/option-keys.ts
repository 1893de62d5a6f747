import { MatcherUsageError } from './usage-error.js'

/**
 * The option keys one stage knows, written beside its option type as `{ key: true, … } as const satisfies
 * Record<keyof TheOptions, true>`, so that an option added to the type fails to compile until it is listed there.
 * This file knows no stage's options: each stage hands its own list to `checkOptionKeys`.
 */
export type KnownKeys = Readonly<Record<string, true>>

/**
 * Throws a `MatcherUsageError` naming the first key of `options` that `known` does not list, and the closest known
 * key: a mistyped option (`extraCall`) would otherwise be dropped and tighten nothing. Keys whose value is
 * `undefined` are checked too (a typo is a typo).
 */
export function checkOptionKeys(options: object, known: KnownKeys): void {
  for (const key of Object.keys(options)) {
    if (Object.hasOwn(known, key)) continue
    const closest = closestKey(key, Object.keys(known))
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
