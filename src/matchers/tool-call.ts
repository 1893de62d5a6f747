import { type CompiledTurn, compileTurn } from '../compile/compile-turn.js'
import type { CallExpectation } from '../expect/types.js'
import { matchCompiled } from '../match/match.js'
import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from '../match/options.js'
import { describeCall, describeMismatch } from '../report/describe-mismatch.js'
import { describeReadFailure } from '../report/describe-read-failure.js'
import { describeFirstDifference } from '../report/first-difference.js'
import { onlySchemaRefusedTurn } from './only-schema-refused.js'
import { UnreadableValueError } from './unreadable-value-error.js'

const compiledOf = new WeakMap<ToolCallMatcher, { compiled: CompiledTurn; options: NormalizedMatchOptions }>()

/** Compiles a matcher's expectation once per instance (a copy made by a runner compiles its own). */
function prepare(matcher: ToolCallMatcher) {
  let prepared = compiledOf.get(matcher)
  if (prepared === undefined) {
    const options = normalizeMatchOptions(matcher.matchOptions)
    prepared = { compiled: compileTurn(matcher.expected, options), options }
    compiledOf.set(matcher, prepared)
  }
  return prepared
}

/** The first difference of each matcher's last failing comparison, for its description in a runner's diff. */
const lastDifference = new WeakMap<ToolCallMatcher, string>()

/**
 * The asymmetric matcher behind `expect.toolCall(expected)`: equal to any received value (any shape the reader
 * knows) holding exactly one call that matches. Works inside `toEqual`, `toHaveBeenCalledWith`, `arrayContaining`
 * in Vitest and Jest. The expectation is validated when the matcher is built. It holds only plain data, so a runner
 * that copies it (to print a diff) gets a working matcher. After a failing comparison, its description names the
 * first difference on the closest call, so the runner's diff says which field differs. A value it cannot read
 * throws an `UnreadableValueError` naming the read failure, so no negation passes on it (nor on a call its tool's
 * schema rejects, which cannot be judged either); another party's message
 * (the user's, a tool's: no model turn) is simply not equal, so `arrayContaining` can search a whole transcript.
 */
export class ToolCallMatcher {
  readonly $$typeof = Symbol.for('jest.asymmetricMatcher')

  constructor(
    readonly expected: CallExpectation,
    readonly matchOptions: MatchOptions = {},
    readonly inverse = false,
  ) {
    prepare(this)
  }

  asymmetricMatch(other: unknown): boolean {
    const { compiled, options } = prepare(this)
    const verdict = matchCompiled(other, compiled, options)
    const failure = verdict.failure
    // A value that cannot be read cannot be judged: returning false would let `.not.toEqual(expect.toolCall(…))`
    // pass on it. Except another party's message (the user's, a tool's): read enough to be no model turn, it
    // equals neither `toolCall(…)` nor `not.toolCall(…)`, so `arrayContaining` can search a transcript.
    if (failure !== undefined && failure.kind !== 'not_model_output')
      throw new UnreadableValueError(
        `expect.${this.inverse ? 'not.' : ''}toolCall(${describeCall(this.expected)})`,
        describeReadFailure(failure),
        failure,
      )
    // A call its tool's schema rejects cannot be judged either: else `expect.not.toolCall(transfer to mallory)`
    // would pass on a transfer to mallory made with a malformed amount.
    const rejected =
      this.inverse && onlySchemaRefusedTurn(other, this.expected, this.matchOptions, verdict)
        ? verdict.mismatches.find((mismatch) => mismatch.kind === 'schema')
        : undefined
    if (rejected !== undefined)
      throw new UnreadableValueError(
        `expect.not.toolCall(${describeCall(this.expected)})`,
        `a call its tool's schema rejects: ${describeMismatch(rejected, { singleCall: (verdict.turn?.calls.length ?? 0) <= 1 })}`,
        { kind: 'schema_invalid', path: rejected.path, detail: 'a call its tool rejects' },
      )
    const difference = this.inverse ? undefined : describeFirstDifference(verdict)
    if (difference !== undefined) lastDifference.set(this, difference)
    return failure === undefined && verdict.pass !== this.inverse
  }

  /** `ToolCall`, or after a failing comparison `ToolCall (first difference: …)`. */
  toString(): string {
    const name = `${this.inverse ? 'Not' : ''}ToolCall`
    const difference = lastDifference.get(this)
    return difference === undefined ? name : `${name} (first difference: ${difference})`
  }

  getExpectedType(): string {
    return 'object'
  }

  /** `ToolCall<name({…})>`, then the first difference of the last failing comparison when there was one. */
  toAsymmetricMatcher(): string {
    const name = `${this.inverse ? 'Not' : ''}ToolCall<${describeCall(this.expected)}>`
    const difference = lastDifference.get(this)
    return difference === undefined ? name : `${name} (first difference: ${difference})`
  }
}

/** Builds the asymmetric matcher: `expect(messages).toEqual([expect.toolCall({ name: 'refund' })])`. */
export function toolCall(expected: CallExpectation, options?: MatchOptions): ToolCallMatcher {
  return new ToolCallMatcher(expected, options)
}
