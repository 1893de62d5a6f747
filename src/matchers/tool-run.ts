import type { RunExpectation } from '../expect/run-types.js'
import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from '../match/options.js'
import { compileRun } from '../match/run/compile-run.js'
import { matchCompiledRun } from '../match/run/match-run.js'
import type { CompiledRun } from '../match/run/types.js'

const compiledOf = new WeakMap<ToolRunMatcher, { compiled: CompiledRun; options: NormalizedMatchOptions }>()

function prepare(matcher: ToolRunMatcher) {
  let prepared = compiledOf.get(matcher)
  if (prepared === undefined) {
    const options = normalizeMatchOptions(matcher.matchOptions)
    prepared = { compiled: compileRun(matcher.expected, options), options }
    compiledOf.set(matcher, prepared)
  }
  return prepared
}

/**
 * The asymmetric matcher behind `expect.toolRun(expected)`: equal to any received run (any conversation format)
 * that meets the run expectation. Validated when built; holds only plain data, so a runner's copy still works.
 */
export class ToolRunMatcher {
  readonly $$typeof = Symbol.for('jest.asymmetricMatcher')

  constructor(
    readonly expected: RunExpectation,
    readonly matchOptions: MatchOptions = {},
    readonly inverse = false,
  ) {
    prepare(this)
  }

  asymmetricMatch(other: unknown): boolean {
    const { compiled, options } = prepare(this)
    return matchCompiledRun(other, compiled, options).pass !== this.inverse
  }

  toString(): string {
    return `${this.inverse ? 'Not' : ''}ToolRun`
  }

  getExpectedType(): string {
    return 'object'
  }

  toAsymmetricMatcher(): string {
    return `${this.toString()}<${JSON.stringify(this.expected)}>`
  }
}

/** Builds the asymmetric matcher: `expect(state).toEqual({ messages: expect.toolRun({ never: [...] }) })`. */
export function toolRun(expected: RunExpectation, options?: MatchOptions): ToolRunMatcher {
  return new ToolRunMatcher(expected, options)
}
