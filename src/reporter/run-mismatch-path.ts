import type { Path } from '../json/types.js'
import type { CallAt, RunMismatch } from '../match/run/types.js'

/** Where a call sits in a run: `steps[2].calls[0]`. */
const callAt = (at: CallAt): Path => ['steps', at.step, 'calls', at.call]

/** A step's path, or the run's (`[]`) when the mismatch is about no one step. */
const stepAt = (step: number | undefined): Path => (step === undefined ? [] : ['steps', step])

/**
 * Where a run mismatch sits, as a path in the run a person can follow: the call (and, for a call that differs, the
 * first differing field under it), the step, or the answer; `[]` for the run as a whole (a limit, a run that could not
 * be read, as a call record's read failure). What the reporter keeps of a failing run assertion beside its kind.
 */
export function runMismatchPath(mismatch: RunMismatch): Path {
  switch (mismatch.kind) {
    case 'call':
    case 'invalid_call':
      return [...callAt(mismatch.at), ...(mismatch.mismatches[0]?.path ?? [])]
    case 'missing_call': {
      const closest = mismatch.closest
      if (closest === undefined) return stepAt(mismatch.step)
      return [...callAt(closest.at), ...(closest.mismatches[0]?.path ?? [])]
    }
    case 'call_order':
    case 'times':
      return stepAt(mismatch.step)
    case 'missing_step':
    case 'extra_step':
      return stepAt(mismatch.step)
    case 'extra_call':
    case 'never':
    case 'unacknowledged_error':
      return callAt(mismatch.at)
    case 'identical_calls':
      return mismatch.at.length === 0 ? [] : callAt(mismatch.at[0]!)
    case 'cycle':
      return callAt(mismatch.from)
    case 'answer':
      return mismatch.mismatches[0]?.path ?? ['answer']
    case 'claim':
    case 'no_answer':
      return ['answer']
    case 'read_failure':
    case 'max_calls':
    case 'max_steps':
      return []
    default: {
      const unknown: never = mismatch
      return unknown
    }
  }
}
