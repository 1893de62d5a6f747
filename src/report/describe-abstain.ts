import type { Mismatch } from '../mismatch.js'
import { decisionWords, describeReceivedCall } from './describe-mismatch.js'
import { andMore } from './shorten.js'

/** Calls named in the one line before the rest are counted. */
const LISTED_CALLS = 10

/** The words of an abstention that did not happen, and the differences left to list after them. */
export interface AbstainFailure {
  first: string
  rest: Mismatch[]
}

/**
 * An abstention expected, calls made: the decision and the calls said once, in one line
 * (`expected no tool call (abstain), received a tool call: refund({"amount": 20})`), instead of the decision and
 * then each call again as an unexpected call. `undefined` when the first mismatch is not that decision.
 */
export function describeAbstainFailure(mismatches: readonly Mismatch[]): AbstainFailure | undefined {
  const decision = mismatches[0]
  if (decision?.kind !== 'decision' || decision.expected !== 'ABSTAIN') return undefined
  const calls = mismatches.filter((mismatch) => mismatch.kind === 'extra_call')
  if (calls.length === 0) return undefined
  const listed = calls.slice(0, LISTED_CALLS).map((mismatch) => describeReceivedCall(mismatch.received))
  if (calls.length > LISTED_CALLS) listed.push(andMore(calls.length - LISTED_CALLS))
  const count = calls.length
  const made =
    decision.received === 'CALL'
      ? count === 1
        ? 'a tool call'
        : `${count} tool calls`
      : `${decisionWords(decision.received)} with ${count === 1 ? 'the call' : `${count} calls`}`
  return {
    first: `expected ${decisionWords('ABSTAIN')}, received ${made}: ${listed.join(', ')}`,
    rest: mismatches.slice(1).filter((mismatch) => mismatch.kind !== 'extra_call'),
  }
}
