import { guardReading } from '../../expect/guard-reading.js'
import { MatcherUsageError } from '../../usage-error.js'

/** Why `extraCalls` means nothing for a run check, and what to write instead. */
export const RUN_EXTRA_CALLS =
  "in a run the expectation's order decides which other calls are allowed: order 'superset' allows any other call, 'in-order' allows others between the listed calls"

/**
 * Throws a `MatcherUsageError` when the options given to a run check (`matchRun`, `scoreRun`, a run matcher) set
 * `extraCalls`: it would seem to allow or forbid other calls and change nothing. A profile's or `configure`'s
 * `extraCalls` is not given here, and is simply not used.
 */
export function refuseExtraCalls(options: unknown, check: string): void {
  if (typeof options !== 'object' || options === null) return
  guardReading(options, ['options'], () => {
    if ((options as { extraCalls?: unknown }).extraCalls !== undefined)
      throw new MatcherUsageError(
        ['options', 'extraCalls'],
        `extraCalls means nothing for ${check}: ${RUN_EXTRA_CALLS}`,
      )
  })
}
