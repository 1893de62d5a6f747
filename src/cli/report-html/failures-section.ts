import type { FinalAggregate } from '../../score/final-types.js'
import { FAILURE_KINDS, type FailureKind } from '../../score/types.js'
import { type BarChart, type BarGroup, renderBarChart } from './bar-chart.js'
import { renderDataTable } from './data-table.js'
import { escapeHtml } from './escape-html.js'
import { formatCount, formatRate } from './format-value.js'
import { PALETTE } from './palette.js'
import { noData, renderSection } from './section.js'
import { sortedKeys } from './sorted-keys.js'

/** Each failure kind in words, in the order of precedence. */
export const FAILURE_LABELS: Record<FailureKind, string> = {
  missing_prediction: 'missing prediction',
  generation_failure: 'generation failure',
  truncated: 'truncated',
  parse_failure: 'parse failure',
  schema_invalid: 'schema invalid',
  mismatch: 'mismatch',
}

function countGroup(label: string, count: number, samples: number, max: number, colour: string): BarGroup {
  const rate = samples === 0 ? null : count / samples
  const bar = {
    series: 'samples',
    colour,
    fraction: max === 0 ? 0 : count / max,
    text: `${formatCount(count)} · ${formatRate(rate)}`,
    muted: count === 0,
  }
  return { label, bars: [bar] }
}

function readFailureList(readFailures: Record<string, number>): string {
  const kinds = sortedKeys(readFailures)
  if (kinds.length === 0) return ''
  const items = kinds.map(
    (kind) =>
      `<li><code>${escapeHtml(kind)}</code> <span class="num">${formatCount(readFailures[kind] ?? 0)}</span></li>`,
  )
  return `<p class="note">Read failures by their own kind:</p><ul class="chips">${items.join('')}</ul>`
}

/**
 * How many samples failed, by the failure kind (every kind listed, zero counts muted but visible), after
 * the passes for scale; each count with its rate over all samples, then the read failures by their own kind.
 */
export function renderFailuresSection(aggregate: FinalAggregate): string {
  const title = 'Failure kinds'
  const { summary, failures } = aggregate
  if (summary.samples === 0)
    return renderSection({ id: 'failures', title, body: noData('No samples were scored.') })
  const max = FAILURE_KINDS.reduce((high, kind) => Math.max(high, failures.counts[kind]), summary.passes)
  const chart: BarChart = {
    showSeries: false,
    id: 'chart-failures',
    title: 'Samples by outcome: passed, then each failure kind',
    description: `Of ${summary.samples} samples, ${summary.passes} passed; each failure kind with its count and its share of all samples.`,
    groups: [
      countGroup('passed', summary.passes, summary.samples, max, PALETTE.pass),
      ...FAILURE_KINDS.map((kind) =>
        countGroup(FAILURE_LABELS[kind], failures.counts[kind], summary.samples, max, PALETTE.failure),
      ),
    ],
  }
  return renderSection({
    id: 'failures',
    title,
    lead: 'Each failing sample counts once, under the first kind that applies; rates are over all samples.',
    body: `${renderBarChart(chart)}${readFailureList(failures.readFailures)}${renderDataTable(chart, 'outcome')}`,
  })
}
