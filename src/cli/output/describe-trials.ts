import { labelCounts, type TrialsSummary } from '../../trials/summarize-trials.js'
import type { ItemCounts } from '../../trials/trials-tally.js'
import { printable } from '../diff/terminal-text.js'

/** How many k columns the summary prints; `aggregate.json` and `report.html` hold every k. */
const MAX_K_COLUMNS = 10
/** How many flaky items are listed by id; the rest are counted. */
const LISTED = 10

const percent = (value: number) => `${(value * 100).toFixed(1)}%`
const estimate = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3))
const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`

/** A list of ids, the first `LISTED` shown and the rest counted. */
function idList(ids: readonly string[]): string {
  const more = ids.length > LISTED ? ` … and ${ids.length - LISTED} more (see aggregate.json)` : ''
  return `${ids
    .slice(0, LISTED)
    .map((id) => printable(id))
    .join(', ')}${more}`
}

/** The pass^k and pass@k table, k = 1 … the smallest n (at most `MAX_K_COLUMNS` columns). */
function kTable(summary: TrialsSummary): string[] {
  const shown = summary.passHatK.slice(0, MAX_K_COLUMNS)
  if (shown.length === 0) return ['  pass^k: no item has a judged trial']
  const cells = (values: string[]) =>
    values
      .map((value) => value.padEnd(7))
      .join('')
      .trimEnd()
  const lines = [
    `  ${'k'.padEnd(8)}${cells(shown.map((each) => String(each.k)))}`,
    `  ${'pass^k'.padEnd(8)}${cells(shown.map((each) => estimate(each.value)))}`,
    `  ${'pass@k'.padEnd(8)}${cells(summary.passAtK.slice(0, MAX_K_COLUMNS).map((each) => estimate(each.value)))}`,
  ]
  if (summary.passHatK.length > MAX_K_COLUMNS)
    lines.push(`  (k up to ${summary.passHatK.length} in aggregate.json and report.html)`)
  return lines
}

/**
 * The trials lines printed after a run whose prediction rows carry `trial`: the items and trials, the pooled pass
 * rate with its 95 % Wilson interval, the items by label, pass^k and pass@k for k = 1 … the smallest n, the flaky
 * items by id (as the Vitest reporter marks flaky assertions), and the unjudged items, which no estimate counts.
 * Ids are printed so that they cannot drive the terminal (`printable`).
 */
export function describeTrials(trials: {
  items: Readonly<Record<string, ItemCounts>>
  summary: TrialsSummary
}): string {
  const { summary, items } = trials
  const counts = labelCounts(summary)
  const labels = (['stable-pass', 'flaky', 'stable-fail', 'unjudged'] as const).map(
    (label) => [counts[label], label] as const,
  )
  const rate =
    summary.passRate === null
      ? 'no pass rate'
      : `${percent(summary.passRate)}, 95% Wilson interval ${percent(summary.wilson[0])}–${percent(summary.wilson[1])}`
  const lines = [
    `trials: ${plural(summary.items, 'item')} · ${plural(summary.n, 'trial')} · ${summary.c.toLocaleString('en-US')} passed (${rate})`,
    `  ${labels
      .filter(([count, label]) => count > 0 || label !== 'unjudged')
      .map(([count, label]) => `${count.toLocaleString('en-US')} ${label}`)
      .join(' · ')}`,
    ...kTable(summary),
  ]
  if (summary.flaky.length > 0) {
    lines.push(`  ${plural(summary.flaky.length, 'flaky item')} (their trials passed and failed):`)
    for (const id of summary.flaky.slice(0, LISTED)) {
      const { n, c } = items[id]!
      lines.push(`     flaky  ${printable(id)}: ${c} of ${n} trials passed`)
    }
    if (summary.flaky.length > LISTED)
      lines.push(`     … and ${summary.flaky.length - LISTED} more (see aggregate.json)`)
  }
  if (summary.unjudged.length > 0)
    lines.push(
      `  ${plural(summary.unjudged.length, 'unjudged item')} (no prediction row, so no trial; in no pass^k): ${idList(summary.unjudged)}`,
    )
  return `${lines.join('\n')}\n`
}
