import type { Sample } from '../score/types.js'
import { describeMismatch } from './describe-mismatch.js'
import { describeRunMismatch } from './run/describe-run-mismatch.js'

/**
 * A scored sample's first difference in words, as a CI message shows it: a turn item's first mismatch, a run
 * item's first run mismatch (naming its step and call); `undefined` when the sample recorded none.
 */
export function describeSampleDifference(sample: Sample): string | undefined {
  if (sample.run !== undefined) {
    const first = sample.run.mismatches[0]
    return first === undefined ? undefined : describeRunMismatch(first)
  }
  const mismatch = sample.mismatches[0]
  return mismatch === undefined
    ? undefined
    : describeMismatch(mismatch, { singleCall: sample.calls.length === 1 })
}
