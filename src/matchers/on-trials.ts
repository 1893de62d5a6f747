import { guardReading } from '../expect/guard-reading.js'
import type { MatchOptions } from '../match/options.js'
import { checkOptionKeys } from '../option-keys.js'
import { formatTrials } from '../report/trials/format-trials.js'
import { decideTrials } from '../trials/decide-trials.js'
import { describeError } from '../trials/describe-error.js'
import { isTrials } from '../trials/run-trials.js'
import { splitTrialsOption } from '../trials/split-trials-option.js'
import { normalizeTrialsPolicy } from '../trials/trials-policy.js'
import type { TrialJudgement, TrialsVerdict } from '../trials/types.js'
import { MatcherUsageError } from '../usage-error.js'
import { hintOf, type MatcherContextLike, type ToolCallMatcherResult } from './context.js'
import { MATCHER_OPTION_KEYS, type MatcherOptions } from './matcher-options.js'

/** What one engine reached on one received value: the result without its first line, and whether it was read. */
export interface Judged {
  pass: boolean
  /** The message after the matcher's hint line. */
  body: () => string
  actual?: string
  expected?: string
  /** The value could not be read: an error, for trials. */
  unreadable: boolean
}

/** What an assertion on Trials reached, as told to a listening context (the reporter marks flaky assertions). */
export interface TrialsOutcome {
  matcher: string
  /** The assertion was negated (`.not`): its trials were judged negated. */
  negated: boolean
  verdict: TrialsVerdict
}

/** A matcher context that may listen to assertions on Trials: the Vitest setup entry records them. */
export interface TrialsListeningContext extends MatcherContextLike {
  onTrials?: (outcome: TrialsOutcome) => void
}

/** A matcher's identity, for its hint line. */
export interface MatcherName {
  name: string
  expectedLabel?: string | undefined
}

/**
 * Where every matcher meets Trials, once: a value that is not Trials is judged as it is (a `trials` option then is a
 * usage error); Trials are judged trial by trial with the assertion as written (`.not` included: a trial passes when
 * the negated assertion would), each with its diff in its own message, and the `trials` policy decides. The result is
 * what the runner expects for `.not` (it flips it back), so the assertion fails exactly when the policy is not met.
 */
export function onTrials<O extends MatchOptions>(
  context: MatcherContextLike,
  received: unknown,
  matcher: MatcherName,
  options: (O & MatcherOptions) | undefined,
  judge: (context: MatcherContextLike, received: unknown, options: O | undefined) => Judged,
): ToolCallMatcherResult {
  // A mistyped `trials` is named as such (did you mean "trials"?), not as an unknown `match` option.
  if (typeof options === 'object' && options !== null)
    guardReading(options, ['options'], () => checkOptionKeys(options, MATCHER_OPTION_KEYS))
  const { trials: policyGiven, rest } = splitTrialsOption<O>(options)
  const hint = () => hintOf(context, matcher.name, matcher.expectedLabel)
  if (!isTrials(received)) {
    if (policyGiven !== undefined)
      throw new MatcherUsageError(
        ['options', 'trials'],
        'the trials policy needs Trials: pass the value runTrials resolves to',
      )
    const judged = judge(context, received, rest)
    const result: ToolCallMatcherResult = {
      pass: judged.pass,
      message: () => `${hint()}\n\n${judged.body()}`,
    }
    if (judged.expected !== undefined && judged.actual !== undefined) {
      result.actual = judged.actual
      result.expected = judged.expected
    }
    return result
  }
  const policy = normalizeTrialsPolicy(policyGiven, received.trials.length)
  const negated = context.isNot === true
  // Each trial's message carries its own diff: the runner prints no diff for the whole.
  const trialContext: MatcherContextLike = Object.create(context)
  trialContext.diffPrinting = 'message'
  // Every trial threw: the expectation is still checked (a malformed one is a usage error), on a probe no one hears.
  if (received.trials.every((trial) => trial.kind === 'error')) {
    const probe = Object.create(trialContext) as MatcherContextLike & { onVerdict?: undefined }
    probe.onVerdict = undefined
    judge(probe, undefined, rest)
  }
  const judgements = received.trials.map((trial): TrialJudgement => {
    if (trial.kind === 'error')
      return { index: trial.index, status: 'error', message: () => describeError(trial.error) }
    const judged = judge(trialContext, trial.output, rest)
    const status = judged.unreadable ? 'error' : judged.pass !== negated ? 'pass' : 'fail'
    return { index: trial.index, status, message: judged.body }
  })
  const verdict = decideTrials(judgements, policy)
  ;(context as TrialsListeningContext).onTrials?.({ matcher: matcher.name, negated, verdict })
  return { pass: verdict.pass !== negated, message: () => `${hint()}\n\n${formatTrials(verdict)}` }
}
