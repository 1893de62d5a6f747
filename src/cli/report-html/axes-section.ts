import type { FinalAggregate, FinalGroup } from '../../score/final-types.js'
import { AXIS_NAMES, type AxisName } from '../../score/types.js'
import { axisLabel } from './axis-label.js'
import type { BarChart, BarGroup } from './bar-chart.js'
import { renderDataTable } from './data-table.js'
import { formatCount, formatRate, formatScore, plural } from './format-value.js'
import { PALETTE } from './palette.js'
import { renderScoreGrid } from './score-grid.js'
import { noData, note, renderSection } from './section.js'
import { sortedKeys } from './sorted-keys.js'

/** Categories drawn at most; the rest are counted in a note (their numbers stay in aggregate.json). */
export const MAX_CATEGORIES = 40

/** Gridlines of every chart of scores in [0, 1]. */
export const SCORE_TICKS = [0, 0.25, 0.5, 0.75, 1].map((fraction) => ({
  fraction,
  text: fraction.toFixed(2),
}))

function groupOf(label: string, group: FinalGroup, axes: AxisName[]): BarGroup {
  const bars = axes.map((axis) => {
    const mean = group.axes[axis].mean
    return { series: axisLabel(axis), colour: PALETTE.axes[axis], fraction: mean, text: formatScore(mean) }
  })
  bars.push({
    series: 'total',
    colour: PALETTE.total,
    fraction: group.total.mean,
    text: formatScore(group.total.mean),
  })
  const sublabel = `${plural(group.samples, 'sample')} · ${formatRate(group.passRate)} pass`
  return { label, sublabel, bars }
}

/**
 * The graded axes per category as grouped bars (all samples first, then each category by name): one bar per axis
 * that applied to some sample, plus the total; an axis that never applied to a category shows `n/a`.
 */
export function renderAxesSection(aggregate: FinalAggregate): string {
  const { summary } = aggregate
  const title = 'Axes per category'
  if (summary.samples === 0)
    return renderSection({ id: 'axes', title, body: noData('No samples were scored.') })
  const axes = AXIS_NAMES.filter((axis) => summary.axes[axis].count > 0)
  const names = sortedKeys(aggregate.categories)
  const shown = names.slice(0, MAX_CATEGORIES)
  const chart: BarChart = {
    id: 'chart-axes',
    title: 'Mean score per axis, per category',
    description: `Mean of each graded axis from 0 to 1 for all samples and for ${names.length} categories; n/a where an axis did not apply.`,
    groups: [
      groupOf('All samples', summary, axes),
      ...shown.map((name) => groupOf(name, aggregate.categories[name]!, axes)),
    ],
  }
  const notes: string[] = []
  if (names.length === 0) notes.push(note('No sample has a category.'))
  if (names.length > shown.length) {
    notes.push(note(`${formatCount(names.length - shown.length)} more categories are in aggregate.json.`))
  }
  return renderSection({
    id: 'axes',
    title,
    lead: 'Each axis from 0 to 1, higher is better. n/a: the axis applied to no sample of that group.',
    body: `${renderScoreGrid(chart)}${notes.join('')}${renderDataTable(chart, 'group')}`,
  })
}
