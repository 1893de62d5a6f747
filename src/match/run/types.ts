import type { JsonValue } from '../../json/types.js'
import type { Mismatch } from '../../mismatch.js'
import type { Run } from '../../read/run/types.js'
import type { ReadFailure } from '../../read/types.js'
import type { Mode } from './compiled-run.js'

/** Where a received call sits in the run. */
export interface CallAt {
  readonly step: number
  readonly call: number
}

/** What `fromResult` looked at, for one argument. */
export interface ResultLookup {
  /** Where the argument sits, relative to the call (`['arguments', 'order_id']`). */
  readonly path: readonly (string | number)[]
  /** The reference as written (a tool name or `{ step, call }`) and the path in the result. */
  readonly ref: unknown
  readonly resultPath: string
  /** The call looked at, when one was found. */
  readonly at?: CallAt
  readonly name?: string
  /** What it held: the value, or why there is none. */
  readonly outcome:
    | { readonly kind: 'found'; readonly value: JsonValue }
    | { readonly kind: 'no_call' | 'no_result' | 'no_path' }
}

/** One received call against one expectation. */
export interface RunCallComparison {
  readonly pass: boolean
  /** Paths relative to the call: `['name']`, `['arguments', …]`, `['result', …]`, `['status']`. */
  readonly mismatches: Mismatch[]
  readonly lookups: readonly ResultLookup[]
}

/** A received call of the tool a missing call expectation names, and how it differs from that expectation. */
export interface ClosestCall {
  readonly at: CallAt
  readonly mismatches: readonly Mismatch[]
  readonly lookups: readonly ResultLookup[]
}

/** For a received call no expectation took: the expectation of its tool it differs from least, and how. */
export interface ClosestExpectation {
  readonly expected: unknown
  readonly mismatches: readonly Mismatch[]
  readonly lookups: readonly ResultLookup[]
}

/** One difference between a run and its expectation, as data (the words are in `report/run/`). */
export type RunMismatch =
  | { readonly kind: 'read_failure'; readonly failure: ReadFailure }
  | {
      readonly kind: 'call'
      readonly at: CallAt
      readonly expected: unknown
      readonly mismatches: readonly Mismatch[]
      readonly lookups: readonly ResultLookup[]
    }
  | {
      readonly kind: 'missing_call'
      readonly expected: unknown
      readonly step?: number
      readonly mode: Mode
      /** The received call of the same tool that came closest (fewest differences), when there is one. */
      readonly closest?: ClosestCall
      /** In `in-order` and `exact`: the call that met the expectation before it (it was missing after that one). */
      readonly after?: CallAt
    }
  /** The calls were all made, but not in the order of `exact` or `in-order`: both orders, as data. */
  | {
      readonly kind: 'call_order'
      /** The list's call expectations as written, in order. */
      readonly expected: readonly unknown[]
      /** The received calls in the list's scope (a step, or the run), in order, each with the expectation it meets. */
      readonly received: readonly {
        readonly at: CallAt
        readonly name: string
        readonly matches?: number
      }[]
      readonly mode: Mode
      readonly step?: number
    }
  | {
      readonly kind: 'extra_call'
      readonly at: CallAt
      readonly mode: Mode
      /** The expectation of its tool that came closest, when one names its tool (another call of that tool took it). */
      readonly closest?: ClosestExpectation
    }
  | { readonly kind: 'missing_step'; readonly step: number }
  | { readonly kind: 'extra_step'; readonly step: number }
  | {
      readonly kind: 'times'
      readonly expected: unknown
      readonly max: number
      readonly count: number
      readonly step?: number
    }
  | { readonly kind: 'max_calls'; readonly max: number; readonly count: number }
  | { readonly kind: 'max_steps'; readonly max: number; readonly count: number }
  | { readonly kind: 'never'; readonly expected: unknown; readonly at: CallAt }
  /**
   * A received call its tool's schema rejects (with the `tools` option or a tool handle, unless `validation: 'none'`):
   * the schema's mismatches, at paths relative to the call (`['arguments', 'id']`, `['name']`).
   */
  | { readonly kind: 'invalid_call'; readonly at: CallAt; readonly mismatches: readonly Mismatch[] }
  /** The final answer does not meet its expectation: the field mismatches, at paths starting `['answer']`. */
  | { readonly kind: 'answer'; readonly mismatches: readonly Mismatch[] }
  /**
   * One call made more than `max` times with the same arguments (`arguments`: without the ignored keys), each time
   * with the result of the one before (`loops.maxIdentical`): where each was made.
   */
  | {
      readonly kind: 'identical_calls'
      readonly name: string
      readonly arguments: JsonValue
      readonly at: readonly CallAt[]
      /** How many calls the chain holds (`at` may be cut short in a sample). */
      readonly count: number
      readonly max: number
    }
  /**
   * A sentence of the final answer makes claim `claim` (it meets `when`, without a negation cue) and no call backs
   * it: none meets `expected` (`not_called`, or `other_call` with the closest call of that tool and how it differs),
   * or each that does failed (`failed`, the latest named).
   */
  | {
      readonly kind: 'claim'
      readonly claim: number
      readonly sentence: string
      readonly when: unknown
      readonly expected: unknown
      readonly reason:
        | { readonly kind: 'not_called' }
        | { readonly kind: 'failed'; readonly at: CallAt }
        | { readonly kind: 'other_call'; readonly closest: ClosestCall }
    }
  /** The run ends without a final answer, so what `check` asks of the answer cannot hold. */
  | { readonly kind: 'no_answer'; readonly check: 'claims' }
  /**
   * A failed call (`acknowledgeErrors`) that no later call of its tool recovered, while the final answer holds no
   * negation cue (`answered`: false when the run ends without an answer).
   */
  | {
      readonly kind: 'unacknowledged_error'
      readonly at: CallAt
      readonly name: string
      readonly answered: boolean
    }
  /** A block of calls (their tools in order) made `repeats` times back to back, from one call to another (`loops.cycles`). */
  | {
      readonly kind: 'cycle'
      readonly names: readonly string[]
      readonly repeats: number
      readonly from: CallAt
      readonly to: CallAt
    }

/** The outcome of matching a run. */
export interface RunVerdict {
  readonly pass: boolean
  /** In the order a person reads them: by step, then call. */
  readonly mismatches: readonly RunMismatch[]
  /** The run read, when it could be read. */
  readonly run?: Run
}
