import type { BarChart } from './bar-chart.js'
import { escapeHtml } from './escape-html.js'

/**
 * The numbers behind a bar chart as a plain table, folded under a `<details>` so that they can be read aloud,
 * copied and searched: one row per group, one column per series.
 */
export function renderDataTable(chart: BarChart, firstColumn: string): string {
  const series: string[] = []
  for (const group of chart.groups) {
    for (const bar of group.bars) if (!series.includes(bar.series)) series.push(bar.series)
  }
  const head = [firstColumn, ...series].map((name) => `<th scope="col">${escapeHtml(name)}</th>`).join('')
  const rows = chart.groups.map((group) => {
    const sub =
      group.sublabel === undefined ? '' : ` <span class="muted">${escapeHtml(group.sublabel)}</span>`
    const cells = series.map((name) => {
      const bar = group.bars.find((candidate) => candidate.series === name)
      return `<td class="num">${bar === undefined ? '' : escapeHtml(bar.text)}</td>`
    })
    return `<tr><th scope="row"><bdi>${escapeHtml(group.label)}</bdi>${sub}</th>${cells.join('')}</tr>`
  })
  return `<details class="numbers"><summary>The numbers</summary><table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></details>`
}
