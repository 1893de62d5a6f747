import type { RunExpectation } from '../expect/run-types.js'
import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from '../match/options.js'
import { compileRun } from '../match/run/compile-run.js'
import type { CompiledRun } from '../match/run/compiled-run.js'
import { matchCompiledRun } from '../match/run/match-run.js'
import { describeRunMismatch } from '../report/run/describe-run-mismatch.js'
import { checkMatcherOptions } from './check-matcher-options.js'
import { onlySchemaRefusedRun } from './only-schema-refused.js'
import { UnreadableValueError } from './unreadable-value-error.js'

/** The first difference of each matcher's last failing comparison, for its description in a runner's diff. */
const lastDifference = new WeakMap<ToolRunMatcher, string>()

function withDifference(name: string, difference: string | undefined): string {
  return difference === undefined ? name : `${name} (first difference: ${difference})`
}

const compiledOf = new WeakMap<ToolRunMatcher, { compiled: CompiledRun; options: NormalizedMatchOptions }>()

function prepare(matcher: ToolRunMatcher) {
  let prepared = compiledOf.get(matcher)
  if (prepared === undefined) {
    checkMatcherOptions('expect.toolRun', matcher.matchOptions)
    const options = normalizeMatchOptions(matcher.matchOptions)
    prepared = { compiled: compileRun(matcher.expected, options), options }
    compiledOf.set(matcher, prepared)
  }
  return prepared
}

/**
 * The asymmetric matcher behind `expect.toolRun(expected)`: equal to any received run (any conversation format)
 * that meets the run expectation. Validated when built; holds only plain data, so a runner's copy still works. A
 * value it cannot read as a run throws an `UnreadableValueError` naming the read failure, so no negation passes on it;
 * so does a run with a call its tool's schema rejects, under `expect.not.toolRun`.
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
    const verdict = matchCompiledRun(other, compiled, options)
    const unread = verdict.mismatches[0]
    if (verdict.run === undefined && unread?.kind === 'read_failure')
      throw new UnreadableValueError(
        `expect.${this.inverse ? 'not.' : ''}toolRun(…)`,
        describeRunMismatch(unread),
        unread.failure,
      )
    // A call its tool's schema rejects cannot be judged either: else `expect.not.toolRun({ never: [transfer to
    // mallory] })` would pass on a transfer to mallory made with a malformed amount.
    const rejected =
      this.inverse && onlySchemaRefusedRun(other, this.expected, this.matchOptions, verdict)
        ? verdict.mismatches.find((mismatch) => mismatch.kind === 'invalid_call')
        : undefined
    if (rejected !== undefined)
      throw new UnreadableValueError('expect.not.toolRun(…)', describeRunMismatch(rejected), {
        kind: 'schema_invalid',
        path: [],
        detail: 'a call its tool rejects',
      })
    const first = this.inverse ? undefined : verdict.mismatches[0]
    if (first !== undefined) lastDifference.set(this, describeRunMismatch(first).split('\n')[0]!)
    return verdict.pass !== this.inverse
  }

  /** `ToolRun`, or after a failing comparison `ToolRun (first difference: …)`. */
  toString(): string {
    return withDifference(`${this.inverse ? 'Not' : ''}ToolRun`, lastDifference.get(this))
  }

  getExpectedType(): string {
    return 'object'
  }

  /** `ToolRun<{…}>`, then the first difference of the last failing comparison when there was one. */
  toAsymmetricMatcher(): string {
    const name = `${this.inverse ? 'Not' : ''}ToolRun<${JSON.stringify(this.expected)}>`
    return withDifference(name, lastDifference.get(this))
  }
}

/** Builds the asymmetric matcher: `expect(state).toEqual({ messages: expect.toolRun({ never: [...] }) })`. */
export function toolRun(expected: RunExpectation, options?: MatchOptions): ToolRunMatcher {
  return new ToolRunMatcher(expected, options)
}
