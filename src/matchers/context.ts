import type { ReportColors } from '../report/format-failure.js'

/** The part of Vitest's and Jest's matcher context the matchers use; both runners provide it. */
export interface MatcherContextLike {
  isNot?: boolean
  /** Set by the Vitest setup entry: Vitest prints the diff from `actual`/`expected` itself. */
  diffPrinting?: DiffPrinting
  promise?: string
  utils?: {
    matcherHint?(
      name: string,
      received?: string,
      expected?: string,
      options?: { isNot?: boolean; promise?: string },
    ): string
    EXPECTED_COLOR?(text: string): string
    RECEIVED_COLOR?(text: string): string
    DIM_COLOR?(text: string): string
  }
}

/** What a matcher returns, in the shape both runners accept. */
export interface ToolCallMatcherResult {
  pass: boolean
  message: () => string
  /** Set only when the runner prints the diff itself (Vitest): the two canonical sides. */
  actual?: string
  expected?: string
}

/** Who prints the diff: `message` (Jest, raw use: the message includes it) or `runner` (Vitest prints it). */
export type DiffPrinting = 'message' | 'runner'

const identity = (text: string) => text

/** The runner's colours, or none. Called as methods of `utils`: Bun's check their receiver. */
export function colorsOf(context: MatcherContextLike): ReportColors {
  const utils = context.utils
  return {
    expected: utils?.EXPECTED_COLOR ? (text) => utils.EXPECTED_COLOR!(text) : identity,
    received: utils?.RECEIVED_COLOR ? (text) => utils.RECEIVED_COLOR!(text) : identity,
    dim: utils?.DIM_COLOR ? (text) => utils.DIM_COLOR!(text) : identity,
  }
}

/** The first line of every message: `expect(received).toMatchToolCall(expected)`, in the runner's style. */
export function hintOf(context: MatcherContextLike, name: string, expected = 'expected'): string {
  const options = { isNot: context.isNot === true, ...(context.promise ? { promise: context.promise } : {}) }
  if (context.utils?.matcherHint) return context.utils.matcherHint(name, 'received', expected, options)
  return `expect(received)${options.isNot ? '.not' : ''}.${name}(${expected})`
}
