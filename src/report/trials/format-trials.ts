import type { NormalizedTrialsPolicy, TrialJudgement, TrialsVerdict } from '../../trials/types.js'

/** A number as people read it: at most three decimals, no trailing zeros. */
export function formatRate(value: number): string {
  return String(Number(value.toFixed(3)))
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** One mark per trial, in index order: ✓ passed, ✗ failed (an error too, unless excluded), – excluded. */
function marks(verdict: TrialsVerdict): string {
  const exclude = verdict.policy.errors === 'exclude'
  const mark = ({ status }: TrialJudgement) => {
    if (status === 'pass') return '✓'
    return status === 'error' && exclude ? '–' : '✗'
  }
  return verdict.judgements.map(mark).join('')
}

/** What the policy requires, and the estimate it is held to. */
function requirement(verdict: TrialsVerdict): string {
  const policy = verdict.policy
  switch (policy.kind) {
    case 'all':
      return 'required: every trial passes'
    case 'at_least':
      return `required: at least ${policy.count} pass`
    case 'pass_rate':
      return `pass rate ${formatRate(verdict.passRate ?? 0)}, required ≥ ${formatRate(policy.min)}`
    case 'pass_hat_k':
      return estimate(`pass^${policy.k}`, verdict.passHatK, policy.min)
    case 'pass_at_k':
      return estimate(`pass@${policy.k}`, verdict.passAtK, policy.min)
  }
}

function estimate(name: string, value: number | undefined, min: number): string {
  const shown = value === undefined ? 'not estimated' : `= ${formatRate(value)}`
  return `${name} ${shown}, required ≥ ${formatRate(min)}`
}

function neededWords(policy: NormalizedTrialsPolicy): string {
  if (policy.kind === 'at_least') return `at least ${policy.count} must be judged`
  if (policy.kind === 'pass_hat_k' || policy.kind === 'pass_at_k') return `k = ${policy.k} needs ${policy.k}`
  return 'at least one must be judged'
}

/**
 * The words of a trials verdict: the marks per trial, "c of n passed" with the errors, the estimate against the
 * threshold, the Wilson interval, and the first failing trial's (lowest index) own message in full.
 */
export function formatTrials(verdict: TrialsVerdict): string {
  const { n, passed, errors, policy } = verdict
  const total = verdict.judgements.length
  const errorWords =
    errors === 0
      ? ''
      : `; ${plural(errors, 'trial')} threw or could not be read, ${policy.errors === 'exclude' ? 'excluded from n' : 'counted as failed'}`
  const lines = [
    `Trials: ${marks(verdict)} (${plural(total, 'trial')} run)`,
    `${passed} of ${n} passed${errorWords}`,
  ]
  if (verdict.inconclusive === true)
    lines.push(
      `Inconclusive: ${plural(n, 'trial')} judged; ${neededWords(policy)} — an inconclusive verdict fails`,
    )
  else lines.push(`${requirement(verdict)}: ${verdict.pass ? 'met' : 'not met'}`)
  const [low, high] = verdict.wilson
  lines.push(
    `95 % Wilson interval of the pass rate: [${formatRate(low)}, ${formatRate(high)}] (${verdict.label})`,
  )
  const exclude = policy.errors === 'exclude'
  const failing = verdict.judgements.find(
    ({ status }) => status === 'fail' || (status === 'error' && !exclude),
  )
  const excluded = verdict.judgements.find(({ status }) => status === 'error')
  if (failing?.message !== undefined)
    lines.push('', `First failing trial, #${failing.index}:`, failing.message())
  else if (excluded?.message !== undefined)
    lines.push('', `First excluded trial, #${excluded.index}:`, excluded.message())
  return lines.join('\n')
}
