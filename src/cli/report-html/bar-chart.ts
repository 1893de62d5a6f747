import { escapeHtml } from './escape-html.js'
import { clip, svgText } from './svg-text.js'

/** One bar: its share of the track, the text shown beside it, and the series it belongs to. */
export interface Bar {
  /** The series name, written beside the value so that colour is never the only cue. */
  series: string
  colour: string
  /** The bar's length as a share of the track, or `null` for a metric that does not apply (shown as `n/a`). */
  fraction: number | null
  /** The value as shown: `0.83`, `12 · 4.0%`, `n/a`. */
  text: string
  /** Drawn in grey (a zero count that should stay visible without drawing the eye). */
  muted?: boolean
}

/** A labelled group of bars (a category, a tool, a failure kind). */
export interface BarGroup {
  label: string
  sublabel?: string
  bars: Bar[]
}

/** A horizontal bar chart: what it shows (for assistive technology and tooltips), its groups and its ticks. */
export interface BarChart {
  id: string
  title: string
  description: string
  groups: BarGroup[]
  /** Write each bar's series beside its value (default); off for a chart of one series. */
  showSeries?: boolean
  /** Gridlines with their labels, as shares of the track (`0`, `0.25`… for scores). */
  ticks?: { fraction: number; text: string }[]
}

const WIDTH = 1000
const LABEL_END = 206
const TRACK_X = 218
const TRACK_WIDTH = 520
const BAR_HEIGHT = 15
const BAR_GAP = 4
const GROUP_GAP = 16
const TOP = 26
const LABEL_CHARS = 27

const clamp = (fraction: number) => Math.min(1, Math.max(0, fraction))
const px = (value: number) => String(Math.round(value * 10) / 10)

function drawBar(bar: Bar, y: number, label: string, showSeries: boolean): string {
  const tip = `<title>${escapeHtml(`${label} — ${bar.series}: ${bar.text}`)}</title>`
  const track = `<rect class="track${bar.fraction === null ? ' na' : ''}" x="${TRACK_X}" y="${y}" width="${TRACK_WIDTH}" height="${BAR_HEIGHT}" rx="3"/>`
  const width = bar.fraction === null ? 0 : clamp(bar.fraction) * TRACK_WIDTH
  const fill =
    width > 0
      ? `<rect class="bar" x="${TRACK_X}" y="${y}" width="${px(Math.max(width, 2))}" height="${BAR_HEIGHT}" rx="3" fill="${bar.colour}"/>`
      : ''
  const series = showSeries ? `<tspan class="series" dx="8">${escapeHtml(bar.series)}</tspan>` : ''
  const valueClass = bar.muted || bar.fraction === null ? 'value muted' : 'value'
  const value = `<text class="${valueClass}" x="${TRACK_X + TRACK_WIDTH + 8}" y="${y + BAR_HEIGHT - 3}">${escapeHtml(bar.text)}${series}</text>`
  return `<g class="bar-row">${tip}${track}${fill}${value}</g>`
}

function groupHeight(group: BarGroup): number {
  const bars = Math.max(1, group.bars.length)
  const height = bars * BAR_HEIGHT + (bars - 1) * BAR_GAP
  return group.sublabel === undefined ? height : Math.max(height, 34)
}

function drawGroup(group: BarGroup, top: number, showSeries: boolean): string {
  const height = groupHeight(group)
  const middle = top + height / 2
  const muted = group.bars.length > 0 && group.bars.every((bar) => bar.muted)
  const labelClass = muted ? 'label muted' : 'label'
  const labelY = group.sublabel === undefined ? middle + 4 : middle - 2
  const parts = [
    `<title>${escapeHtml(group.sublabel === undefined ? group.label : `${group.label} (${group.sublabel})`)}</title>`,
    svgText(LABEL_END, labelY, clip(group.label, LABEL_CHARS), `class="${labelClass}" text-anchor="end"`),
  ]
  if (group.sublabel !== undefined) {
    const sub = clip(group.sublabel, LABEL_CHARS + 4)
    parts.push(svgText(LABEL_END, middle + 12, sub, 'class="sublabel" text-anchor="end"'))
  }
  const barsTop = top + (height - (group.bars.length * (BAR_HEIGHT + BAR_GAP) - BAR_GAP)) / 2
  group.bars.forEach((bar, index) => {
    parts.push(drawBar(bar, barsTop + index * (BAR_HEIGHT + BAR_GAP), group.label, showSeries))
  })
  return `<g class="group">${parts.join('')}</g>`
}

/**
 * Draws a horizontal bar chart as inline SVG with real text: a label per group, one bar per series with its value
 * and series name written beside it, `n/a` (an empty dashed track) for metrics that do not apply, and gridlines.
 * It scales down with the page and never needs a script or a font from the network.
 */
export function renderBarChart(chart: BarChart): string {
  const top = chart.ticks === undefined ? 6 : TOP
  let y = top
  const groups: string[] = []
  for (const group of chart.groups) {
    groups.push(drawGroup(group, y, chart.showSeries ?? true))
    y += groupHeight(group) + GROUP_GAP
  }
  const height = Math.max(y - GROUP_GAP + 10, top + 20)
  const ticks = (chart.ticks ?? []).map((tick) => {
    const x = px(TRACK_X + clamp(tick.fraction) * TRACK_WIDTH)
    const line = `<line class="grid" x1="${x}" x2="${x}" y1="${TOP - 6}" y2="${height - 6}"/>`
    return `${line}${svgText(Number(x), TOP - 10, tick.text, 'class="tick" text-anchor="middle"')}`
  })
  const titleId = `${chart.id}-title`
  const descId = `${chart.id}-desc`
  return [
    `<svg class="chart" id="${chart.id}" role="img" aria-labelledby="${titleId} ${descId}" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${titleId}">${escapeHtml(chart.title)}</title>`,
    `<desc id="${descId}">${escapeHtml(chart.description)}</desc>`,
    ticks.join(''),
    groups.join(''),
    '</svg>',
  ].join('')
}
