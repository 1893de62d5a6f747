import { escapeHtml } from './escape-html.js'

/** One section of the report: an anchor, a heading, a lead sentence and a body of ready HTML. */
export interface SectionParts {
  id: string
  title: string
  /** Plain text, escaped here. */
  lead?: string
  body: string
}

/** Wraps a section's body in `<section>` with its heading; `id` is a fixed name, never data. */
export function renderSection(parts: SectionParts): string {
  const lead = parts.lead === undefined ? '' : `<p class="lead">${escapeHtml(parts.lead)}</p>`
  return `<section id="${parts.id}" aria-labelledby="${parts.id}-h"><h2 id="${parts.id}-h">${escapeHtml(parts.title)}</h2>${lead}${parts.body}</section>`
}

/** The body of a section whose data is absent: says so in words rather than drawing an empty chart. */
export function noData(text: string): string {
  return `<p class="no-data">${escapeHtml(text)}</p>`
}

/** A note under a chart, e.g. how many rows were left out. */
export function note(text: string): string {
  return `<p class="note">${escapeHtml(text)}</p>`
}
