import type { Sample } from '../score/types.js'
import { describeMismatch } from './describe-mismatch.js'
import { describeRunMismatch } from './run/describe-run-mismatch.js'

/**
 * A scored sample's first difference in words, as a CI message shows it: a turn item's first mismatch, a run
 * item's first run mismatch (naming its step and call); `undefined` when the sample recorded none. Never throws:
 * a difference whose words cannot be built (a sample written by another version) is named by its kind.
 */
export function describeSampleDifference(sample: Sample): string | undefined {
  if (sample.run !== undefined) {
    const first = sample.run.mismatches[0]
    return first === undefined ? undefined : wordsOr(first.kind, () => describeRunMismatch(first))
  }
  const mismatch = sample.mismatches[0]
  return mismatch === undefined
    ? undefined
    : wordsOr(mismatch.kind, () => describeMismatch(mismatch, { singleCall: sample.calls.length === 1 }))
}

/**
 * The words `build` writes, or, should it throw, the difference's kind and why: one sample's words never stop a
 * batch (its verdict and scores stand; the run is written).
 */
export function wordsOr(kind: string, build: () => string): string {
  try {
    return build()
  } catch (error) {
    return `${kind.replaceAll('_', ' ')} (no words: ${error instanceof Error ? error.message : String(error)})`
  }
}
