import type { BarChart } from './bar-chart.js'
import { escapeHtml } from './escape-html.js'
import { clip, svgText } from './svg-text.js'

const LABEL_END = 190
const FIRST_COLUMN = 204
const FULL_WIDTH = 1040
const HEAD = 46
const ROW = 42

/** Splits a column heading over two lines at the space nearest its middle. */
function headingLines(text: string): string[] {
  if (text.length <= 12 || !text.includes(' ')) return [text]
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index)
  const middle = text.length / 2
  const at = spaces.reduce((best, index) =>
    Math.abs(index - middle) < Math.abs(best - middle) ? index : best,
  )
  return [text.slice(0, at), text.slice(at + 1)]
}

function heading(label: string, colour: string, x: number): string {
  const lines = headingLines(label)
  const top = lines.length === 1 ? HEAD - 14 : HEAD - 28
  const swatch = `<rect x="${x}" y="${top - 9}" width="10" height="10" rx="2" fill="${colour}"/>`
  const text = lines.map((line, index) => svgText(x + 14, top + index * 14, line, 'class="label"')).join('')
  return `<g>${swatch}${text}</g>`
}

/**
 * Draws groups of scores as a grid of small bars (the "bar table" form of a grouped bar chart): one row per group,
 * one column per series, each cell with its number above a bar from 0 to 1, `n/a` over an empty dashed track when
 * the metric did not apply. Columns line up, so one series reads down the page and one group across it.
 */
export function renderScoreGrid(chart: BarChart): string {
  const columns: { series: string; colour: string }[] = []
  for (const group of chart.groups) {
    for (const bar of group.bars) {
      if (!columns.some((column) => column.series === bar.series)) columns.push(bar)
    }
  }
  const columnWidth = Math.round(Math.min(150, Math.max(112, (FULL_WIDTH - FIRST_COLUMN) / columns.length)))
  const width = FIRST_COLUMN + columns.length * columnWidth
  const height = HEAD + chart.groups.length * ROW + 4
  const track = columnWidth - 22
  const parts = columns.map((column, index) =>
    heading(column.series, column.colour, FIRST_COLUMN + index * columnWidth),
  )
  chart.groups.forEach((group, row) => {
    const y = HEAD + row * ROW
    parts.push(`<line class="rule${row <= 1 ? ' strong' : ''}" x1="0" x2="${width}" y1="${y}" y2="${y}"/>`)
    parts.push(`<title>${escapeHtml(group.label)}</title>`)
    parts.push(svgText(LABEL_END, y + 19, clip(group.label, 26), 'class="label" text-anchor="end"'))
    if (group.sublabel !== undefined) {
      parts.push(svgText(LABEL_END, y + 34, clip(group.sublabel, 30), 'class="sublabel" text-anchor="end"'))
    }
    for (const bar of group.bars) {
      const x = FIRST_COLUMN + columns.findIndex((column) => column.series === bar.series) * columnWidth
      const na = bar.fraction === null
      const filled = na ? 0 : Math.min(1, Math.max(0, bar.fraction ?? 0)) * track
      const fill =
        filled > 0
          ? `<rect x="${x}" y="${y + 24}" width="${Math.max(2, Math.round(filled * 10) / 10)}" height="10" rx="2" fill="${bar.colour}"/>`
          : ''
      parts.push(
        `<g class="cell"><title>${escapeHtml(`${group.label} — ${bar.series}: ${bar.text}`)}</title>`,
        svgText(x, y + 18, bar.text, `class="value${na ? ' muted' : ''}"`),
        `<rect class="track${na ? ' na' : ''}" x="${x}" y="${y + 24}" width="${track}" height="10" rx="2"/>${fill}</g>`,
      )
    }
  })
  return [
    `<svg class="chart grid-chart" id="${chart.id}" role="img" aria-labelledby="${chart.id}-title ${chart.id}-desc" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${chart.id}-title">${escapeHtml(chart.title)}</title>`,
    `<desc id="${chart.id}-desc">${escapeHtml(chart.description)}</desc>`,
    parts.join(''),
    '</svg>',
  ].join('')
}
