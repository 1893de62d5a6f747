import { readReceived } from '../../read/run/read-received.js'
import type { NormalizedMatchOptions } from '../options.js'
import type { Verdict } from '../verdict.js'
import { passingPairing } from './passing-pairing.js'
import { readPlainCalls } from './read-plain-calls.js'
import { mayFitWritten } from './written-turn.js'

/**
 * `match` on a case that passes as written: plain calls against an expectation written plainly, whose
 * one passing pairing `passingPairing` finds, get their verdict without the expectation being compiled — the
 * received value is still read into its canonical turn, which the verdict carries. The verdict is the full route's,
 * key for key (the differential tests hold it to that); `undefined` for every other case, which the full route
 * decides and explains. Never throws on received input.
 */
export function matchWritten(
  received: unknown,
  expectation: unknown,
  options: NormalizedMatchOptions,
): Verdict | undefined {
  // A long list of calls against a long array: left at once, before the array is read plainly for nothing.
  if (!mayFitWritten(expectation, received)) return undefined
  const calls = readPlainCalls(received, options)
  if (calls === undefined) return undefined
  const pairing = passingPairing(calls, expectation, options)
  if (pairing === undefined) return undefined
  const read = readReceived(received, options)
  if (!read.ok) return undefined
  return {
    pass: true,
    mismatches: [],
    pairs: pairing.pairs,
    credit: pairing.credit,
    extraCalls: pairing.extraCalls,
    closest: [],
    turn: read.turn,
  }
}
