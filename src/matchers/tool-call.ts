import { type CompiledTurn, compileTurn } from '../expect/compile-turn.js'
import type { CallExpectation } from '../expect/types.js'
import { matchCompiled } from '../match/match.js'
import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from '../match/options.js'
import { describeCall } from '../report/describe-mismatch.js'

/**
 * The asymmetric matcher behind `expect.toolCall(expected)`: equal to any received value (any shape the reader
 * knows) holding exactly one call that matches. Works inside `toEqual`, `toHaveBeenCalledWith`, `arrayContaining`
 * in Vitest and Jest. The expectation is validated when the matcher is built.
 */
export class ToolCallMatcher {
  readonly $$typeof = Symbol.for('jest.asymmetricMatcher')
  readonly #compiled: CompiledTurn
  readonly #options: NormalizedMatchOptions

  constructor(
    readonly expected: CallExpectation,
    options?: MatchOptions,
    readonly inverse = false,
  ) {
    this.#options = normalizeMatchOptions(options)
    this.#compiled = compileTurn(expected, this.#options)
  }

  asymmetricMatch(other: unknown): boolean {
    return matchCompiled(other, this.#compiled, this.#options).pass !== this.inverse
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
