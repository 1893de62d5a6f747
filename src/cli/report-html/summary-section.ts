import { headlineScore } from '../../report/headline-score.js'
import type { FinalAggregate } from '../../score/final-types.js'
import { hasDecisions } from './decisions-section.js'
import { escapeHtml } from './escape-html.js'
import { formatCount, formatRate, formatScore, NOT_AVAILABLE, plural } from './format-value.js'
import { renderOutcomeStrip } from './outcome-strip.js'

/** One headline number: the value, what it is, and a caption under it. */
export function card(value: string, label: string, caption: string): string {
  const na = value === NOT_AVAILABLE ? ' na' : ''
  return `<div class="card"><div class="big${na}">${escapeHtml(value)}</div><div class="card-label">${escapeHtml(label)}</div><div class="caption">${escapeHtml(caption)}</div></div>`
}

function overallCaption(aggregate: FinalAggregate): string {
  const weights = Object.values(aggregate.overall.weights)
  if (headlineScore(aggregate).over === 'samples')
    return `mean total of ${formatCount(aggregate.summary.total.count)} scored samples`
  return weights.every((weight) => weight === 1)
    ? `mean of ${weights.length} category totals`
    : `weighted mean of ${weights.length} category totals`
}

/**
 * The headline numbers as cards (samples, pass rate, overall score, mean total, stale-schema rate, argument F1,
 * decision accuracy when there are decisions) above one stacked bar of every sample's outcome.
 */
export function renderSummarySection(aggregate: FinalAggregate): string {
  const { summary, facts } = aggregate
  const cards = [
    card(formatCount(summary.samples), 'samples', `${formatCount(summary.passes)} passed`),
    card(
      formatRate(summary.passRate),
      'pass rate',
      `${formatCount(summary.samples - summary.passes)} failed`,
    ),
    card(formatScore(headlineScore(aggregate).score), 'overall score', overallCaption(aggregate)),
    card(
      formatScore(summary.total.mean),
      'mean total',
      `over ${formatCount(summary.total.count)} scored samples`,
    ),
    card(formatRate(summary.staleRate), 'stale-schema rate', `${plural(summary.stale, 'stale sample')}`),
    card(
      formatScore(facts.keys.microF1),
      'argument-key F1',
      `precision ${formatScore(facts.keys.precision)} · recall ${formatScore(facts.keys.recall)}`,
    ),
    card(
      formatScore(facts.values.microF1),
      'argument-value F1',
      `precision ${formatScore(facts.values.precision)} · recall ${formatScore(facts.values.recall)}`,
    ),
  ]
  if (hasDecisions(aggregate)) {
    const rate = aggregate.decisions.falseActionRate
    cards.push(
      card(
        formatRate(aggregate.decisions.accuracy),
        'decision accuracy',
        `false actions ${formatRate(rate)}`,
      ),
    )
  }
  return `<section id="summary" aria-label="Summary"><div class="cards">${cards.join('')}</div>${renderOutcomeStrip(summary, aggregate.failures.counts)}</section>`
}
