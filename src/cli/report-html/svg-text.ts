import { escapeHtml } from './escape-html.js'

/**
 * Cuts a label to at most `max` characters (code points, so no surrogate pair is split), with `…` when cut: SVG
 * text does not wrap, and the full text stays available in the element's `<title>`.
 */
export function clip(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}

/** An SVG `<text>` element with escaped content and numeric attributes, plus any extra (already safe) attributes. */
export function svgText(x: number, y: number, text: string, attributes = ''): string {
  const extra = attributes === '' ? '' : ` ${attributes}`
  return `<text x="${x}" y="${y}"${extra}>${escapeHtml(text)}</text>`
}
