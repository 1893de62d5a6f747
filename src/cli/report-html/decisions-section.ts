import type { FinalAggregate } from '../../score/final-types.js'
import { renderConfusionMatrix } from './confusion-matrix.js'
import { formatRate } from './format-value.js'
import { renderSection } from './section.js'

const NOT_PLAIN_CALL = new Set(['CONFIRM', 'CLARIFY', 'ABSTAIN'])

/**
 * Whether the run has decisions worth a matrix: a decision axis was scored, or some item expected or received a
 * decision other than a plain CALL. A run of plain calls only (every row CALL → CALL or INVALID) has none.
 */
export function hasDecisions(aggregate: FinalAggregate): boolean {
  if (aggregate.summary.axes.decision.count > 0) return true
  const { confusion } = aggregate.decisions
  return Object.keys(confusion).some(
    (expected) =>
      NOT_PLAIN_CALL.has(expected) ||
      Object.keys(confusion[expected] ?? {}).some((received) => NOT_PLAIN_CALL.has(received)),
  )
}

/** The decision confusion matrix with accuracy, false-action rate and per-decision recall; empty when no decisions. */
export function renderDecisionsSection(aggregate: FinalAggregate): string {
  if (!hasDecisions(aggregate)) return ''
  const { decisions } = aggregate
  const recall = (['CALL', 'CONFIRM', 'CLARIFY', 'ABSTAIN'] as const).map(
    (decision) => `<div><dt>${decision} recall</dt><dd>${formatRate(decisions.recall[decision])}</dd></div>`,
  )
  const stats = [
    `<div><dt>accuracy</dt><dd>${formatRate(decisions.accuracy)}</dd></div>`,
    `<div><dt>false-action rate</dt><dd>${formatRate(decisions.falseActionRate)}</dd></div>`,
    ...recall,
  ]
  return renderSection({
    id: 'decisions',
    title: 'Decisions',
    lead: 'Expected decision per row, received per column; INVALID: nothing readable was received. The false-action rate is the share of items whose right answer was not a plain call that made a call anyway.',
    body: `<div class="matrix-wrap">${renderConfusionMatrix(decisions.confusion)}<dl class="stats">${stats.join('')}</dl></div>`,
  })
}
