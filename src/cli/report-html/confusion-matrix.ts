import { escapeHtml } from './escape-html.js'
import { formatCount, formatRate } from './format-value.js'
import { shade } from './shade.js'
import { svgText } from './svg-text.js'

const ORDER = ['CALL', 'CONFIRM', 'CLARIFY', 'ABSTAIN', 'INVALID']
const LEFT = 118
const TOP = 58
const CELL_WIDTH = 104
const CELL_HEIGHT = 46

/** Known decisions in Action IR order, then `INVALID`, then anything else by code unit. */
function ordered(keys: Iterable<string>): string[] {
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length)
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b) || (a === b ? 0 : a < b ? -1 : 1))
}

function cell(
  count: number,
  rowTotal: number,
  diagonal: boolean,
  x: number,
  y: number,
  words: string,
): string {
  const share = rowTotal === 0 ? 0 : count / rowTotal
  const { fill, text } =
    count === 0
      ? { fill: '#ffffff', text: '#767676' }
      : shade(diagonal ? '#e3f2e8' : '#fbe9e7', diagonal ? '#1e7d45' : '#b93226', share)
  const middle = x + CELL_WIDTH / 2
  return [
    `<g class="cell"><title>${escapeHtml(words)}</title>`,
    `<rect x="${x}" y="${y}" width="${CELL_WIDTH - 4}" height="${CELL_HEIGHT - 4}" rx="4" fill="${fill}" stroke="#c9ccd1"/>`,
    svgText(middle - 2, y + 20, formatCount(count), `class="count" fill="${text}" text-anchor="middle"`),
    svgText(
      middle - 2,
      y + 35,
      formatRate(rowTotal === 0 ? null : share),
      `class="share" fill="${text}" text-anchor="middle"`,
    ),
    '</g>',
  ].join('')
}

/**
 * Draws the decision confusion (expected decision per row, received per column) as an SVG heat map: each cell
 * with its count and its share of the row, the diagonal in green and the errors in red, row totals at the right.
 */
export function renderConfusionMatrix(confusion: Record<string, Record<string, number>>): string {
  const rows = ordered(Object.keys(confusion))
  const columns = ordered([...rows, ...rows.flatMap((row) => Object.keys(confusion[row] ?? {}))])
  const width = LEFT + columns.length * CELL_WIDTH + 90
  const height = TOP + rows.length * CELL_HEIGHT + 8
  const parts = [
    svgText(
      LEFT + (columns.length * CELL_WIDTH) / 2,
      16,
      'received →',
      'class="axis-title" text-anchor="middle"',
    ),
    svgText(LEFT - 12, 16, 'expected ↓', 'class="axis-title" text-anchor="end"'),
  ]
  columns.forEach((column, index) => {
    parts.push(
      svgText(
        LEFT + index * CELL_WIDTH + CELL_WIDTH / 2 - 2,
        TOP - 12,
        column,
        'class="label" text-anchor="middle"',
      ),
    )
  })
  parts.push(svgText(width - 80, TOP - 12, 'samples', 'class="label muted"'))
  rows.forEach((row, rowIndex) => {
    const counts = confusion[row] ?? {}
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
    const y = TOP + rowIndex * CELL_HEIGHT
    parts.push(svgText(LEFT - 12, y + 26, row, 'class="label" text-anchor="end"'))
    columns.forEach((column, columnIndex) => {
      const count = counts[column] ?? 0
      const words = `expected ${row}, received ${column}: ${count} of ${total}`
      parts.push(cell(count, total, row === column, LEFT + columnIndex * CELL_WIDTH, y, words))
    })
    parts.push(svgText(width - 80, y + 26, formatCount(total), 'class="value"'))
  })
  const description = `Rows are the expected decisions (${rows.join(', ')}), columns the received ones; each cell gives a count and its share of the row.`
  return [
    `<svg class="chart matrix" id="chart-decisions" role="img" aria-labelledby="chart-decisions-title chart-decisions-desc" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">`,
    '<title id="chart-decisions-title">Decision confusion matrix</title>',
    `<desc id="chart-decisions-desc">${escapeHtml(description)}</desc>`,
    parts.join(''),
    '</svg>',
  ].join('')
}
