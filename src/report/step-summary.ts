import { appendAll } from '../append-all.js'
import type { FinalAggregate } from '../score/final-types.js'
import type { TrialsSummary } from '../trials/summarize-trials.js'
import { headlineScore } from './headline-score.js'
import { markdownText } from './markdown-text.js'
import { trialsStepSummary } from './trials-step-summary.js'

/** A failed sample as the summary lists it: its name, total score and first difference in words. */
export interface SummaryRow {
  id: string
  total: number | null
  difference: string
}

const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)} %`)
const score = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3))
/** Table cells hold one line, with no `|` that would start a new cell. */
const cell = (text: string) => markdownText(text.replace(/\s*\n\s*/g, ' '))

/** How many failed samples the summary lists. */
export const WORST_LISTED = 10

/** The ten worst of the failed samples: lowest total first (no total before any), then by name. */
export function worstRows(failed: readonly SummaryRow[]): SummaryRow[] {
  return [...failed]
    .sort((a, b) => (a.total ?? -1) - (b.total ?? -1) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, WORST_LISTED)
}

/**
 * The Markdown a GitHub Actions job shows for a run (`$GITHUB_STEP_SUMMARY`), from the CLI or the Vitest reporter:
 * the pass rate and overall score, the failed gates (already in words), a table per category, and the ten worst
 * samples with their first difference; with trials, their numbers (`trialsStepSummary`).
 */
export function renderStepSummary(
  title: string,
  metrics: FinalAggregate,
  failed: readonly SummaryRow[],
  gates: readonly string[] = [],
  trials?: TrialsSummary,
): string {
  const { samples: count, passes, passRate } = metrics.summary
  const lines = [
    `### ${title}`,
    '',
    `**${passes} of ${count} samples passed (${percent(passRate)})** · overall score ${score(headlineScore(metrics).score)}`,
    '',
    ...gates.map((gate) => `- ❌ ${cell(gate)}`),
    ...(gates.length > 0 ? [''] : []),
    '| category | samples | passed | pass rate | mean total |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...Object.keys(metrics.categories)
      .sort()
      .map((name) => {
        const group = metrics.categories[name]!
        return `| ${cell(name)} | ${group.samples} | ${group.passes} | ${percent(group.passRate)} | ${score(group.total.mean)} |`
      }),
  ]
  if (trials !== undefined) appendAll(lines, trialsStepSummary(trials))
  const worst = worstRows(failed)
  if (worst.length > 0) {
    lines.push('', '| worst samples | total | first difference |', '| --- | ---: | --- |')
    for (const row of worst) lines.push(`| ${cell(row.id)} | ${score(row.total)} | ${cell(row.difference)} |`)
  }
  return `${lines.join('\n')}\n`
}
