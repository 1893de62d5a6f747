import { stableStringify } from '../../json/stable-stringify.js'
import type { Placed } from '../../match/run/resolve-from-result.js'

/**
 * Efficiency's counts: `repeated` calls have the same name and canonical arguments as an earlier call of the run
 * (whatever the expectation allows: a retry with the same arguments is work done twice); `wasted` calls are
 * repeated or extra (`extra(r)`: no listed call took call `r`), each counted once.
 */
export function wastedCalls(
  calls: readonly Placed[],
  extra: (r: number) => boolean,
): { repeated: number; wasted: number } {
  const seen = new Set<string>()
  let repeated = 0
  let wasted = 0
  calls.forEach(({ call }, r) => {
    const key = `${call.name}\u0000${stableStringify(call.arguments)}`
    const again = seen.has(key)
    seen.add(key)
    if (again) repeated++
    if (again || extra(r)) wasted++
  })
  return { repeated, wasted }
}
