import { MATCH_OPTION_KEYS, type MatchOptions } from '../match/options.js'
import type { TrialsPolicy } from '../trials/types.js'

/** A matcher's options: `match`'s policies, and the `trials` policy when the received value is Trials. */
export interface MatcherOptions extends MatchOptions {
  /**
   * For Trials (from `runTrials`) only: what must hold over the trials, each judged by the assertion as written
   * (`.not` included) — `{ all: true }` (the default), `{ atLeast: m }`, `{ passRate: r }`,
   * `{ passHatK: { k, min } }` or `{ passAtK: { k, min } }`; `errors: 'fail'` (the default) or `'exclude'`.
   */
  trials?: TrialsPolicy
}

/** The keys a matcher takes: `match`'s, and the `trials` policy (taken off before `match` sees them). */
export const MATCHER_OPTION_KEYS = {
  ...MATCH_OPTION_KEYS,
  trials: true,
} as const satisfies Record<keyof MatcherOptions, true>

/** How a run snapshot writes tool results: their `shape` (the default) or the values in `full`. */
export type ResultsMode = 'shape' | 'full'

/** Options of `toMatchRunSnapshot` and `toMatchRunInlineSnapshot`. */
export interface RunSnapshotOptions {
  /**
   * How tool results are stored: `shape` (the default) — `{"$rule": "shape", "value": …}`, the types of the values
   * with their keys, so a tool that returns other data of the same form keeps matching — or `full`, the values.
   */
  results?: ResultsMode
}
