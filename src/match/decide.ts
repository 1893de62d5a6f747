import { compileCachedTurn, compiledIfReused } from '../compile/compile-cache.js'
import type { CompiledTurn } from '../compile/compile-turn.js'
import type { TurnExpectation } from '../expect/types.js'
import { readReceived } from '../read/run/read-received.js'
import type { Call } from '../read/types.js'
import { callsValid } from '../schema/validate-calls.js'
import { decideFast } from './fast/decide-fast.js'
import { decideWritten } from './fast/decide-written.js'
import { readPlainCalls } from './fast/read-plain-calls.js'
import { checkContext } from './match.js'
import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from './options.js'
import { registryIn } from './registry-in.js'
import { turnPasses } from './turn-passes.js'

/**
 * Whether `received` meets `expectation`: always `match(received, expectation, options).pass`, decided without the
 * explanation (no mismatch, pairing for the message, credit or closest call is built, and the search stops at the
 * first difference). For batch runs over many outputs: decide them all, then `match` the ones whose failure you
 * want explained. Never throws on received input; throws a `MatcherUsageError` for a malformed expectation or options.
 * A value that changes as it is read (a Proxy whose traps start throwing after so many calls) is the exception:
 * `decide` may look at it once more than `match` before reading it as `match` does, and so read something else.
 */
export function decide(received: unknown, expectation: TurnExpectation, options?: MatchOptions): boolean {
  const normalized = normalizeMatchOptions(options)
  const calls = readPlainCalls(received, normalized)
  // A frozen expectation met before under these options (a batch decided again) is decided compiled, compiled once
  // on its second meeting. Otherwise plain calls against an expectation written plainly are decided as written,
  // nothing compiled (a batch brings each expectation once); anything else, or a malformed expectation, is compiled
  // (and explained).
  const known = compiledIfReused(expectation, normalized)
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,BlockStatement: which route answers is speed only (the differential tests hold them to one answer)
  if (known === undefined && calls !== undefined) {
    const written = decideWritten(calls, expectation, normalized)
    // Stryker disable next-line ConditionalExpression: a route left for the next gives the same answer
    if (written !== 'unsure') return written === 'pass'
  }
  return decideCompiled(received, known ?? compileCachedTurn(expectation, normalized), normalized, calls)
}

/**
 * `decide` against a compiled expectation: plain cases on the fast route (`decideFast`, the received value as it
 * is, its `calls` read plainly or `undefined` when they are not plain), the rest on the full route.
 */
function decideCompiled(
  received: unknown,
  expectation: CompiledTurn,
  options: NormalizedMatchOptions,
  calls: Call[] | undefined,
): boolean {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: which route answers is speed only
  const fast = calls === undefined ? 'unsure' : decideFast(received, expectation, options, calls)
  // Stryker disable next-line ConditionalExpression: a route left for the next gives the same answer
  if (fast !== 'unsure') return fast === 'pass'
  return decideFull(received, expectation, options)
}

/**
 * `decideCompiled` by the full route alone: reads the received value into its canonical Turn, then decides. What the
 * fast route falls back on, and what the differential tests hold it to.
 */
export function decideFull(
  received: unknown,
  expectation: CompiledTurn,
  options: NormalizedMatchOptions,
): boolean {
  const read = readReceived(received, options)
  if (!read.ok) return false
  if (!turnPasses(expectation, read.turn, options.extraCalls, checkContext(options))) return false
  const registry = options.tools ?? registryIn(expectation)
  if (registry === undefined || options.validation === 'none') return true
  return callsValid(read.turn.calls, registry, options.validation)
}
