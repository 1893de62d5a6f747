import type { CompiledRunCall } from '../../match/run/compiled-run.js'
import { matchSlots } from './match-slots.js'
import type { CallMatchCounts } from './run-types.js'

/** The per-call matching of a run: counts, and which slot (and expectation) took each received call. */
export interface CallMatching {
  counts: CallMatchCounts
  /** The expectation each slot copies: required copies first, then allowed ones. */
  owners: readonly number[]
  /** How many of the slots are required. */
  required: number
  /** Each slot's received call, or -1. */
  callOf: Int32Array
  /** How many calls were received. */
  received: number
}

/**
 * Matches the listed calls against the received calls, whatever the order (precision, recall and F1 are about
 * which calls were made, the verdict about their order): each listed call has `times.min` required copies and up
 * to `times.max` in all (no more than the calls it meets), required copies served first, by maximum matching —
 * never greedy, so `[a or b, a]` against `[a, b]` takes both.
 */
export function matchRunCalls(
  listed: readonly CompiledRunCall[],
  received: number,
  meets: (e: number, r: number) => boolean,
): CallMatching {
  const edges = listed.map((_, e) => {
    const list: number[] = []
    for (let r = 0; r < received; r++) if (meets(e, r)) list.push(r)
    return list
  })
  const required: number[] = []
  const allowed: number[] = []
  listed.forEach((call, e) => {
    for (let copy = 0; copy < call.times.min; copy++) required.push(e)
    const more = Math.min(call.times.max, edges[e]!.length) - call.times.min
    for (let copy = 0; copy < more; copy++) allowed.push(e)
  })
  const owners = required.concat(allowed)
  const callOf = matchSlots(owners, received, (e) => edges[e]!, required.length)
  let matched = 0
  let missed = 0
  callOf.forEach((call, slot) => {
    if (call !== -1) matched++
    else if (slot < required.length) missed++
  })
  return {
    counts: { expected: required.length, matched, missed, extra: received - matched },
    owners,
    required: required.length,
    callOf,
    received,
  }
}
