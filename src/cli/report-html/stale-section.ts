import type { FinalAggregate } from '../../score/final-types.js'
import { type BarChart, renderBarChart } from './bar-chart.js'
import { renderDataTable } from './data-table.js'
import { formatCount, formatRate } from './format-value.js'
import { PALETTE } from './palette.js'
import { noData, renderSection } from './section.js'
import { sortedKeys } from './sorted-keys.js'

const MAX_GROUPS = 40
const PERCENT_TICKS = [0, 0.25, 0.5, 0.75, 1].map((fraction) => ({ fraction, text: `${fraction * 100}%` }))

/**
 * The stale-schema rate (the share of samples that matched a pre-migration call), for all samples and
 * per category. When no sample is stale, one sentence says so instead of a chart of zeros.
 */
export function renderStaleSection(aggregate: FinalAggregate): string {
  const title = 'Stale schema'
  const { summary } = aggregate
  if (summary.samples === 0)
    return renderSection({ id: 'stale', title, body: noData('No samples were scored.') })
  if (summary.stale === 0) {
    const words = `No sample matched a stale (pre-migration) call: 0 of ${formatCount(summary.samples)} (${formatRate(summary.staleRate)}).`
    return renderSection({ id: 'stale', title, body: `<p class="ok">${words}</p>` })
  }
  const groups = [
    ['All samples', summary] as const,
    ...sortedKeys(aggregate.categories)
      .slice(0, MAX_GROUPS)
      .map((name) => [name, aggregate.categories[name]!] as const),
  ]
  const chart: BarChart = {
    showSeries: false,
    id: 'chart-stale',
    title: 'Stale-schema rate, all samples and per category',
    description: `${summary.stale} of ${summary.samples} samples matched a stale (pre-migration) call.`,
    groups: groups.map(([label, group]) => ({
      label,
      bars: [
        {
          series: 'stale-schema rate',
          colour: PALETTE.stale,
          fraction: group.staleRate,
          text: `${formatRate(group.staleRate)} · ${formatCount(group.stale)} of ${formatCount(group.samples)}`,
          muted: group.stale === 0,
        },
      ],
    })),
    ticks: PERCENT_TICKS,
  }
  return renderSection({
    id: 'stale',
    title,
    lead: 'The share of samples whose call matched the expectation’s stale (pre-migration) call. Lower is better.',
    body: `${renderBarChart(chart)}${renderDataTable(chart, 'group')}`,
  })
}
