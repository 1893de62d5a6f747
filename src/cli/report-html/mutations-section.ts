import type { FinalAggregate } from '../../score/final-types.js'
import { SCORE_TICKS } from './axes-section.js'
import { type BarChart, renderBarChart } from './bar-chart.js'
import { renderDataTable } from './data-table.js'
import { formatCount, formatRate, formatScore, plural } from './format-value.js'
import { PALETTE } from './palette.js'
import { note, renderSection } from './section.js'
import { sortedKeys } from './sorted-keys.js'

/** Mutation kinds drawn at most; the rest are counted in a note. */
export const MAX_MUTATION_KINDS = 40

/**
 * The breakdown per `metadata.mutationKind`: pass rate, mean total and stale-schema rate of each kind, by
 * name. Empty when no sample carries a mutation kind.
 */
export function renderMutationsSection(aggregate: FinalAggregate): string {
  const names = sortedKeys(aggregate.mutationKinds)
  if (names.length === 0) return ''
  const shown = names.slice(0, MAX_MUTATION_KINDS)
  const chart: BarChart = {
    id: 'chart-mutations',
    title: 'Pass rate, mean total and stale-schema rate per mutation kind',
    description: `${names.length} mutation kinds, each with its pass rate, mean total score and stale-schema rate, from 0 to 1.`,
    groups: shown.map((name) => {
      const group = aggregate.mutationKinds[name]!
      return {
        label: name,
        sublabel: plural(group.samples, 'sample'),
        bars: [
          {
            series: 'pass rate',
            colour: PALETTE.pass,
            fraction: group.passRate,
            text: formatRate(group.passRate),
          },
          {
            series: 'total',
            colour: PALETTE.total,
            fraction: group.total.mean,
            text: formatScore(group.total.mean),
          },
          {
            series: 'stale-schema rate',
            colour: PALETTE.stale,
            fraction: group.staleRate,
            text: formatRate(group.staleRate),
          },
        ],
      }
    }),
    ticks: SCORE_TICKS,
  }
  const rest = names.length - shown.length
  const more = rest > 0 ? note(`${formatCount(rest)} more mutation kinds are in aggregate.json.`) : ''
  return renderSection({
    id: 'mutations',
    title: 'Per mutation kind',
    lead: 'Samples grouped by metadata.mutationKind (schema changes between the prompt and the expectation).',
    body: `${renderBarChart(chart)}${more}${renderDataTable(chart, 'mutation kind')}`,
  })
}
