import { compileTurn } from './compile/compile-turn.js'
import type { TurnExpectation } from './expect/types.js'
import { matchCompiled } from './match/match.js'
import { type MatchOptions, normalizeMatchOptions } from './match/options.js'
import { reportFailure } from './report/format-failure.js'
import { decideTrials } from './trials/decide-trials.js'
import { describeError } from './trials/describe-error.js'
import { isTrials } from './trials/run-trials.js'
import { splitTrialsOption } from './trials/split-trials-option.js'
import { normalizeTrialsPolicy } from './trials/trials-policy.js'
import type { TrialJudgement, Trials, TrialsPolicy, TrialsVerdict } from './trials/types.js'
import { MatcherUsageError } from './usage-error.js'

/** `match`'s options, and the trials policy. */
export interface MatchTrialsOptions extends MatchOptions {
  /** What must hold over the trials: `{ all: true }` by default; `errors: 'fail'` by default. */
  trials?: TrialsPolicy
}

/**
 * The trials core without a runner: judges each trial's output with `match` against the turn expectation, then
 * decides under the policy. A trial that threw, or whose output cannot be read, is an error: a failed trial, or left
 * out of n with `errors: 'exclude'`. A bad policy (k above the trials run…) or expectation is a `MatcherUsageError`
 * before any trial is judged.
 */
export function matchTrials(
  trials: Trials,
  expectation: TurnExpectation,
  options?: MatchTrialsOptions,
): TrialsVerdict {
  if (!isTrials(trials))
    throw new MatcherUsageError(['trials'], 'matchTrials takes the Trials that runTrials resolves to')
  const split = splitTrialsOption(options)
  const policy = normalizeTrialsPolicy(split.trials, trials.trials.length)
  const normalized = normalizeMatchOptions(split.rest)
  const compiled = compileTurn(expectation, normalized)
  const judgements = trials.trials.map((trial): TrialJudgement => {
    if (trial.kind === 'error')
      return { index: trial.index, status: 'error', message: () => describeError(trial.error) }
    const verdict = matchCompiled(trial.output, compiled, normalized)
    if (verdict.pass) return { index: trial.index, status: 'pass' }
    const message = () => {
      const report = reportFailure(verdict, compiled)
      return report.diff === undefined ? report.summary : `${report.summary}\n\n${report.diff}`
    }
    return { index: trial.index, status: verdict.failure === undefined ? 'fail' : 'error', message }
  })
  return decideTrials(judgements, policy)
}
