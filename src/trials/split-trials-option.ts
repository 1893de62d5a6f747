import { guardReading } from '../expect/guard-reading.js'

/**
 * Splits the `trials` policy off options that may carry it: the policy, and the rest for `match` (the same object
 * when it has no `trials` key, so a frozen options object keeps its normalisation cache; none when `trials` was all).
 */
export function splitTrialsOption<O extends object>(
  options: (O & { trials?: unknown }) | undefined,
): { trials: unknown; rest: O | undefined } {
  if (typeof options !== 'object' || options === null) return { trials: undefined, rest: options }
  return guardReading(options, ['options'], () => {
    if (!Object.hasOwn(options, 'trials')) return { trials: undefined, rest: options }
    const { trials, ...rest } = options
    return { trials, rest: Object.keys(rest).length === 0 ? undefined : (rest as unknown as O) }
  })
}
