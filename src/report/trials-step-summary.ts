import { labelCounts, type TrialsSummary } from '../trials/summarize-trials.js'
import { markdownText } from './markdown-text.js'

/** How many k columns, and flaky ids, the step summary shows (`aggregate.json` and `report.html` hold them all). */
const K_COLUMNS = 10
const IDS_LISTED = 10

const percent = (value: number) => `${(value * 100).toFixed(1)} %`
const estimate = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3))
const count = (value: number, word: string) => `${value} ${word}${value === 1 ? '' : 's'}`
/** A table cell or list item holds one line, with no `|` that would start a new cell. */
const cell = (text: string) => markdownText(text.replace(/\s*\n\s*/g, ' '))

/**
 * The trials part of a GitHub step summary, in Markdown: the pooled pass rate with its Wilson interval, the items by
 * label, pass^k and pass@k for k = 1 … the smallest n, and the flaky items by id — the numbers the CLI's summary
 * prints, for the job page.
 */
export function trialsStepSummary(summary: TrialsSummary): string[] {
  const rate = summary.passRate === null ? 'n/a' : percent(summary.passRate)
  const [low, high] = summary.wilson
  const counts = labelCounts(summary)
  const labels = (['stable-pass', 'flaky', 'stable-fail', 'unjudged'] as const)
    .filter((label) => counts[label] > 0 || label !== 'unjudged')
    .map((label) => `${counts[label]} ${label}`)
  const lines = [
    '',
    `**Trials:** ${count(summary.items, 'item')} · ${count(summary.n, 'trial')} · ${summary.c} passed (${rate}, 95 % Wilson interval ${percent(low)}–${percent(high)}) · ${labels.join(' · ')}`,
  ]
  const shown = summary.passHatK.slice(0, K_COLUMNS)
  if (shown.length > 0) {
    lines.push(
      '',
      `| k | ${shown.map((each) => each.k).join(' | ')} |`,
      `| --- |${' ---: |'.repeat(shown.length)}`,
      `| pass^k | ${shown.map((each) => estimate(each.value)).join(' | ')} |`,
      `| pass@k | ${summary.passAtK
        .slice(0, K_COLUMNS)
        .map((each) => estimate(each.value))
        .join(' | ')} |`,
    )
  }
  if (summary.flaky.length > 0) {
    const more = summary.flaky.length > IDS_LISTED ? ` … and ${summary.flaky.length - IDS_LISTED} more` : ''
    lines.push('', `Flaky items: ${summary.flaky.slice(0, IDS_LISTED).map(cell).join(', ')}${more}`)
  }
  return lines
}
