import { passAtK, passHatK, wilsonInterval } from './estimators.js'
import { labelOfCounts } from './summarize-trials.js'
import type { NormalizedTrialsPolicy, TrialJudgement, TrialsVerdict } from './types.js'

/**
 * Rounding slack when an estimate meets its threshold: a product of ratios may land one unit in the last place below
 * the exact value (thresholds are inclusive, so 4 of 5 meets 0.8).
 */
const SLACK = 1e-12

/**
 * The verdict of judged trials under a policy: n and c (errors left out of n when `errors: 'exclude'`), the pass
 * rate and its Wilson interval, the label, and the estimate the policy asks for. Too few judged trials (none; fewer
 * than the policy's k or count) is inconclusive, and inconclusive fails.
 */
export function decideTrials(
  judgements: readonly TrialJudgement[],
  policy: NormalizedTrialsPolicy,
): TrialsVerdict {
  const errors = judgements.filter((judgement) => judgement.status === 'error').length
  const n = policy.errors === 'exclude' ? judgements.length - errors : judgements.length
  const passed = judgements.filter((judgement) => judgement.status === 'pass').length
  const base = {
    n,
    passed,
    errors,
    passRate: n === 0 ? null : passed / n,
    wilson: wilsonInterval(passed, n),
    label: labelOfCounts(n, passed),
    policy,
    judgements,
  }
  const needed = neededTrials(policy)
  if (n === 0 || n < needed) return { ...base, pass: false, inconclusive: true }
  switch (policy.kind) {
    case 'all':
      return { ...base, pass: passed === n }
    case 'at_least':
      return { ...base, pass: passed >= policy.count }
    case 'pass_rate':
      return { ...base, pass: passed / n >= policy.min - SLACK }
    case 'pass_hat_k': {
      const estimate = passHatK(n, passed, policy.k)
      return { ...base, passHatK: estimate, pass: estimate >= policy.min - SLACK }
    }
    case 'pass_at_k': {
      const estimate = passAtK(n, passed, policy.k)
      return { ...base, passAtK: estimate, pass: estimate >= policy.min - SLACK }
    }
  }
}

/** The judged trials a policy needs to decide at all: its k, its count, or one. */
function neededTrials(policy: NormalizedTrialsPolicy): number {
  if (policy.kind === 'at_least') return policy.count
  if (policy.kind === 'pass_hat_k' || policy.kind === 'pass_at_k') return policy.k
  return 1
}
