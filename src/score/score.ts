import { compileTurn } from '../compile/compile-turn.js'
import { guardReading } from '../expect/guard-reading.js'
import { isRunExpectation } from '../expect/is-run-expectation.js'
import type { RunExpectation } from '../expect/run-types.js'
import type { TurnExpectation } from '../expect/types.js'
import { capMismatches } from '../match/cap-mismatches.js'
import { checkContext, matchCompiled } from '../match/match.js'
import { decisionOf } from '../match/match-turn.js'
import type { Verdict } from '../match/verdict.js'
import type { Decision } from '../read/types.js'
import { argumentFacts } from './argument-facts.js'
import { classifyReadFailure } from './failure-kind.js'
import type { Profile } from './profiles/profile.js'
import { type PlanTurn, resolvePlan } from './resolve-plan.js'
import { scoreRun } from './run/score-run.js'
import { scoreCalls } from './score-calls.js'
import { splitOptions } from './split-options.js'
import {
  type Axes,
  type RunItemScore,
  SCORE_VERSION,
  type Score,
  type ScoreFailureKind,
  type ScoreOptions,
} from './types.js'

/**
 * The decision an expectation stands for. Calls expected decide CALL (or CONFIRM, which needs a call); no call
 * expected (`{ calls: [] }`) is what a turn without calls decides, ABSTAIN, as for `{ abstain: true }`.
 */
function expectedDecision(plan: PlanTurn): Decision {
  if (plan.kind === 'calls') return plan.calls.length === 0 ? 'ABSTAIN' : plan.decision
  return plan.kind === 'abstain' ? 'ABSTAIN' : 'CLARIFY'
}

/** 1 when the decision is the expected one, 0 when not, `null` when the item has no decision axis. */
function decisionAxis(profile: Profile, plan: PlanTurn, verdict: Verdict, decision: Score['decision']) {
  const applies =
    profile.decisionAxis === 'always' ||
    plan.kind !== 'calls' ||
    plan.decision === 'CONFIRM' ||
    verdict.turn?.format === 'action-ir' ||
    verdict.failure?.format === 'action-ir'
  if (!applies) return null
  return decision.received === decision.expected ? 1 : 0
}

function failureOf(verdict: Verdict): ScoreFailureKind | null {
  if (verdict.pass) return null
  return verdict.failure === undefined ? 'mismatch' : classifyReadFailure(verdict.failure.kind)
}

/**
 * Scores one item: reads `received` (anything `readCalls` reads, raw text included, or a whole run), matches it
 * against `expected` with the profile's policies (options given here override them), and grades the axes. `pass` is
 * the verdict's; each axis is in [0, 1] or `null` when it does not apply. A read failure scores 0 on every
 * applicable axis. A turn expectation is scored as one turn (a run's calls, in order across steps, are its calls);
 * an expectation only a run expectation can be (`steps`, `never`, `maxCalls`, `maxSteps`, `times`, `fromResult`,
 * `result`, `status`, `order: 'subset'`…) is scored by `scoreRun`. Throws `MatcherUsageError` for a malformed
 * expectation, bad options or an unknown profile.
 */
export function score(expected: TurnExpectation, received: unknown, options?: ScoreOptions): Score
export function score(expected: RunExpectation, received: unknown, options?: ScoreOptions): RunItemScore
export function score(
  expected: TurnExpectation | RunExpectation,
  received: unknown,
  options?: ScoreOptions,
): Score | RunItemScore
export function score(
  expected: TurnExpectation | RunExpectation,
  received: unknown,
  options?: ScoreOptions,
): Score | RunItemScore {
  if (guardReading(expected, [], () => isRunExpectation(expected)))
    return scoreRun(expected as RunExpectation, received, options)
  return scoreTurn(expected as TurnExpectation, received, options)
}

function scoreTurn(expected: TurnExpectation, received: unknown, options?: ScoreOptions): Score {
  const { profile, category, normalized } = guardReading(options, ['options'], () => splitOptions(options))
  const compiled = compileTurn(expected, normalized)
  const engine = matchCompiled(received, compiled, normalized)
  const plan = resolvePlan(compiled, expected, engine, normalized)
  const verdict = profile.tighten?.({ received, plan, verdict: engine }) ?? engine
  const check = checkContext(normalized)
  const context = { check, unicode: normalized.unicode, extraCalls: normalized.extraCalls }
  const { calls, ...callAxes } = scoreCalls(plan.turn, verdict, profile, context)
  const turn = verdict.turn
  const decision: Score['decision'] = {
    expected: expectedDecision(plan.turn),
    received: turn === undefined ? 'INVALID' : decisionOf(turn),
  }
  const abstention =
    plan.turn.kind === 'abstain' ? (turn !== undefined && turn.calls.length === 0 ? 1 : 0) : null
  const axes: Axes = {
    ...callAxes,
    abstention,
    decision: decisionAxis(profile, plan.turn, verdict, decision),
    dialectUnderstanding: category === 'dialect_handling' ? callAxes.functionSelection : null,
    errorHandling: category === 'error_recovery' ? callAxes.functionSelection : null,
  }
  const result: Score = {
    axes,
    total: profile.total(axes, verdict.pass, category),
    pass: verdict.pass,
    profile: profile.name,
    version: SCORE_VERSION,
    verdict: capMismatches(verdict),
    failure: failureOf(verdict),
    decision,
    calls,
    facts: argumentFacts(plan, turn, check),
    stale: verdict.mismatches.some((mismatch) => mismatch.kind === 'stale_schema'),
  }
  if (category !== undefined) result.category = category
  return result
}
