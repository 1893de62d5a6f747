import type { ExtraCallsPolicy } from '../../expect/types.js'
import type { Call } from '../../read/types.js'
import type { NormalizedMatchOptions } from '../options.js'
import type { CallCredit, CallPair } from '../verdict.js'
import { validated } from './decide-written.js'
import { type WrittenCall, writtenCallPasses, writtenTurn } from './written-turn.js'

/** The pairs, credit and extra calls of a case that passes as written: what a passing verdict reports. */
export interface WrittenPairing {
  readonly pairs: CallPair[]
  readonly credit: CallCredit[]
  readonly extraCalls: number[]
}

/**
 * For `match`: the pairing of a case that passes as written, when only one pairing of its calls passes — so that
 * it is the one the full route's assignment settles on (every pair of a passing verdict costs nothing). Each
 * expected call must pass exactly one received call, and no two the same. `undefined` for anything else (a
 * failing case, calls that could pair two ways, whatever `decideWritten` leaves), which the full route builds.
 * Never throws.
 */
export function passingPairing(
  calls: readonly Call[],
  expectation: unknown,
  options: NormalizedMatchOptions,
): WrittenPairing | undefined {
  try {
    const turn = writtenTurn(expectation, options, calls.length)
    if (turn === undefined) return undefined
    if (turn === 'abstain') {
      const pass = validated(calls.length === 0, calls, options, undefined) === 'pass'
      return pass ? { pairs: [], credit: [], extraCalls: [] } : undefined
    }
    const expected = turn.calls
    const extraCalls: ExtraCallsPolicy = turn.extraCalls ?? options.extraCalls
    if (extraCalls === 'forbid' && calls.length > expected.length) return undefined
    const otherKeys = options.extraArguments === 'allow'
    const taken = new Uint8Array(calls.length)
    const pairs: CallPair[] = []
    const credit: CallCredit[] = []
    for (let row = 0; row < expected.length; row++) {
      const col = onlyPassing(expected[row]!, calls, options, otherKeys)
      if (col === undefined || taken[col] === 1) return undefined
      taken[col] = 1
      pairs.push({ expected: row, received: col })
      const count = argumentCount(expected[row]!)
      credit.push({
        expected: row,
        received: col,
        name: true,
        arguments: { matched: count, expected: count },
      })
    }
    const carried = expected.find((call) => call.registry !== undefined)?.registry
    if (validated(true, calls, options, carried) !== 'pass') return undefined
    const extra: number[] = []
    for (let col = 0; col < calls.length; col++) if (taken[col] === 0) extra.push(col)
    return { pairs, credit, extraCalls: extra }
  } catch {
    return undefined
  }
}

/** The one received call an expected call passes; `undefined` when it passes none, or more than one. */
function onlyPassing(
  expected: WrittenCall,
  calls: readonly Call[],
  options: NormalizedMatchOptions,
  otherKeys: boolean,
): number | undefined {
  let found: number | undefined
  for (let col = 0; col < calls.length; col++) {
    if (!writtenCallPasses(expected, calls[col]!, options, otherKeys)) continue
    if (found !== undefined) return undefined
    found = col
  }
  return found
}

/** The top-level arguments a call expectation names (what its credit counts), as the compiler counts them. */
function argumentCount(call: WrittenCall): number {
  return call.arguments === undefined ? 0 : Object.keys(call.arguments).length
}
