import type { FinalGroup } from '../../score/final-types.js'
import { FAILURE_KINDS, type FailureKind } from '../../score/types.js'
import { escapeHtml } from './escape-html.js'
import { FAILURE_LABELS } from './failures-section.js'
import { formatCount, formatRate } from './format-value.js'
import { PALETTE } from './palette.js'
import { svgText } from './svg-text.js'

const KIND_COLOURS: Record<FailureKind, string> = {
  missing_prediction: '#5f6368',
  generation_failure: '#7b3fa0',
  truncated: PALETTE.stale,
  parse_failure: PALETTE.axes.argumentAccuracy,
  schema_invalid: PALETTE.axes.decision,
  mismatch: PALETTE.failure,
}

const WIDTH = 860
const HEIGHT = 30

/**
 * One stacked bar of every sample's outcome (passed, then each failure kind) with a legend in text: the whole run
 * at a glance. Segments wide enough carry their percentage; every segment has a tooltip.
 */
export function renderOutcomeStrip(summary: FinalGroup, counts: Record<FailureKind, number>): string {
  if (summary.samples === 0) return ''
  const parts = [
    { label: 'passed', count: summary.passes, colour: PALETTE.pass },
    ...FAILURE_KINDS.map((kind) => ({
      label: FAILURE_LABELS[kind],
      count: counts[kind],
      colour: KIND_COLOURS[kind],
    })),
  ]
  let x = 0
  const segments: string[] = []
  for (const part of parts) {
    if (part.count === 0) continue
    const width = (part.count / summary.samples) * WIDTH
    const words = `${part.label}: ${formatCount(part.count)} (${formatRate(part.count / summary.samples)})`
    const text =
      width >= 44
        ? svgText(
            Math.round(x + width / 2),
            20,
            formatRate(part.count / summary.samples),
            'class="strip-text" text-anchor="middle"',
          )
        : ''
    const rect = `<rect x="${Math.round(x * 10) / 10}" y="0" width="${Math.round(width * 10) / 10}" height="${HEIGHT}" fill="${part.colour}"/>`
    segments.push(`<g><title>${escapeHtml(words)}</title>${rect}${text}</g>`)
    x += width
  }
  const legend = parts.map((part) => {
    const swatch = `<span class="swatch" style="background:${part.colour}"></span>`
    return `<li class="${part.count === 0 ? 'muted' : ''}">${swatch}${part.label} <b>${formatCount(part.count)}</b></li>`
  })
  const description = parts.map((part) => `${part.label} ${part.count}`).join(', ')
  return [
    `<figure class="strip"><svg id="chart-outcomes" role="img" aria-labelledby="chart-outcomes-title chart-outcomes-desc" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="chart-outcomes-title">Outcome of every sample</title><desc id="chart-outcomes-desc">${escapeHtml(description)}</desc>`,
    `${segments.join('')}</svg>`,
    `<figcaption><ul class="legend">${legend.join('')}</ul></figcaption></figure>`,
  ].join('')
}
