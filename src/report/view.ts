import { appendAll } from '../append-all.js'
import type { JsonValue } from '../json/types.js'

/** Text printed as it is, unquoted: a rule placeholder such as `casefold("Paris")` or a note. */
export class Placeholder {
  constructor(readonly text: string) {}
}

/** What the diff prints: JSON data with placeholders anywhere, objects as ordered entries. */
export type View = JsonValue | Placeholder | View[] | ViewObject

/** An object of the diff, its entries printed in the given order; `more` entries left out are counted last. */
export class ViewObject {
  constructor(
    readonly entries: ReadonlyArray<readonly [string, View]>,
    readonly more = 0,
  ) {}
}

/**
 * Prints a view as indented JSON-like lines (two spaces, trailing commas dropped, placeholders bare), the form
 * both sides of a diff are printed in so that key order and wire-format noise never show up as differences.
 */
export function renderView(view: View, indent = ''): string[] {
  if (view instanceof Placeholder) return [view.text]
  if (view instanceof ViewObject) {
    if (view.entries.length === 0 && view.more === 0) return ['{}']
    const lines = ['{']
    view.entries.forEach(([key, value], index) => {
      const inner = renderView(value, `${indent}  `)
      const comma = index < view.entries.length - 1 || view.more > 0 ? ',' : ''
      lines.push(`${indent}  ${JSON.stringify(key)}: ${inner[0]}`)
      appendAll(lines, inner.slice(1))
      lines[lines.length - 1] += comma
    })
    if (view.more > 0) lines.push(`${indent}  … and ${view.more} more`)
    lines.push(`${indent}}`)
    return lines
  }
  if (Array.isArray(view)) {
    if (view.length === 0) return ['[]']
    const lines = ['[']
    view.forEach((item, index) => {
      const inner = renderView(item, `${indent}  `)
      lines.push(`${indent}  ${inner[0]}`)
      appendAll(lines, inner.slice(1))
      if (index < view.length - 1) lines[lines.length - 1] += ','
    })
    lines.push(`${indent}]`)
    return lines
  }
  if (view !== null && typeof view === 'object') {
    const entries = Object.keys(view)
      .sort()
      .map((key) => [key, view[key]!] as const)
    return renderView(new ViewObject(entries), indent)
  }
  return [JSON.stringify(view)]
}
