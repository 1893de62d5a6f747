import type { CallExpectation, TurnExpectation } from '../expect/types.js'
import { usageArray } from './arguments.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeCalls, runMatcher } from './run-matcher.js'

/** One acceptable plan: a turn expectation, or a list of calls expected in order. */
export type Plan = TurnExpectation | readonly CallExpectation[]

/** Passes when any acceptable plan matches; a failure shows the closest plan. */
export function toMatchAnyPlan(
  this: MatcherContextLike,
  received: unknown,
  plans: readonly Plan[],
  options?: MatcherOptions,
): ToolCallMatcherResult {
  const turnPlans = usageArray('plans', plans).map((plan) =>
    Array.isArray(plan) ? { calls: plan, order: 'serial' } : plan,
  )
  return runMatcher(this, received, {
    name: 'toMatchAnyPlan',
    expectation: { plans: turnPlans },
    expectedLabel: 'plans',
    options,
    notWords: (verdict) => `plan #${(verdict.plan ?? 0) + 1} matched: ${describeCalls(verdict)}`,
  })
}
