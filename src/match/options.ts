import type { ExtraArgumentsPolicy, ExtraCallsPolicy } from '../expect/types.js'
import { normalizeReadOptions, pickOption } from '../read/normalize-read-options.js'
import type { NormalizedReadOptions, ReadOptions } from '../read/types.js'

/** Policies of `match` (DESIGN.md, "Policies"); every one is optional and defaults to the strict choice. */
export interface MatchOptions extends ReadOptions {
  /** Arguments the expectation does not name: `forbid` (default) or `allow`. A call expectation's own setting wins. */
  extraArguments?: ExtraArgumentsPolicy
  /** Received calls beyond the expected ones: `forbid` (default) or `allow`. */
  extraCalls?: ExtraCallsPolicy
}

/** `MatchOptions` with every field set. */
export interface NormalizedMatchOptions extends NormalizedReadOptions {
  extraArguments: ExtraArgumentsPolicy
  extraCalls: ExtraCallsPolicy
}

/** Checks and completes options once, at the boundary; inner code never sees `undefined`. */
export function normalizeMatchOptions(options: MatchOptions | undefined): NormalizedMatchOptions {
  const read = normalizeReadOptions(options)
  return {
    ...read,
    extraArguments: pickOption('extraArguments', options?.extraArguments, ['forbid', 'allow'], 'forbid'),
    extraCalls: pickOption('extraCalls', options?.extraCalls, ['forbid', 'allow'], 'forbid'),
  }
}
