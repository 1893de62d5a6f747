import { type CompiledTurn, compileTurn } from '../expect/compile-turn.js'
import type { CallExpectation } from '../expect/types.js'
import { matchCompiled } from '../match/match.js'
import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from '../match/options.js'
import { describeCall } from '../report/describe-mismatch.js'

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

/**
 * The asymmetric matcher behind `expect.toolCall(expected)`: equal to any received value (any shape the reader
 * knows) holding exactly one call that matches. Works inside `toEqual`, `toHaveBeenCalledWith`, `arrayContaining`
 * in Vitest and Jest. The expectation is validated when the matcher is built. It holds only plain data, so a runner
 * that copies it (to print a diff) gets a working matcher.
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
    // A value that cannot be read equals neither `toolCall(…)` nor `not.toolCall(…)`.
    if (verdict.failure !== undefined) return false
    return verdict.pass !== this.inverse
  }

  toString(): string {
    return `${this.inverse ? 'Not' : ''}ToolCall`
  }

  getExpectedType(): string {
    return 'object'
  }

  toAsymmetricMatcher(): string {
    return `${this.toString()}<${describeCall(this.expected)}>`
  }
}

/** Builds the asymmetric matcher: `expect(messages).toEqual([expect.toolCall({ name: 'refund' })])`. */
export function toolCall(expected: CallExpectation, options?: MatchOptions): ToolCallMatcher {
  return new ToolCallMatcher(expected, options)
}
