import { describeMismatch } from '../../report/describe-mismatch.js'
import type { FinalAggregate } from '../../score/final-types.js'
import type { Sample } from '../../score/types.js'
import type { GateFailure } from './check-gates.js'
import { describeGate } from './describe-gate.js'

const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)} %`)
const score = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3))
/** Table cells hold one line, with no `|` that would start a new cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

/** How many failed samples the summary lists. */
export const WORST_LISTED = 10

/**
 * The Markdown a GitHub Actions job shows for a run (`$GITHUB_STEP_SUMMARY`): the pass rate and overall score,
 * the failed gates, a table per category, and the ten worst samples (failed, lowest total first) with their first
 * difference.
 */
export function renderStepSummary(
  out: string,
  metrics: FinalAggregate,
  samples: readonly Sample[],
  gates: readonly GateFailure[],
): string {
  const { samples: count, passes, passRate } = metrics.summary
  const lines = [
    `### expect-tool-calls score → \`${out}\``,
    '',
    `**${passes} of ${count} samples passed (${percent(passRate)})** · overall score ${score(metrics.overall.score)}`,
    '',
    ...gates.map((gate) => `- ❌ ${cell(describeGate(gate))}`),
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
  const worst = samples
    .filter((sample) => !sample.pass)
    .sort((a, b) => (a.total ?? -1) - (b.total ?? -1) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, WORST_LISTED)
  if (worst.length > 0) {
    lines.push('', '| worst samples | total | first difference |', '| --- | ---: | --- |')
    for (const sample of worst) {
      const mismatch = sample.mismatches[0]
      const words =
        mismatch === undefined
          ? (sample.failure ?? 'failed')
          : describeMismatch(mismatch, { singleCall: sample.calls.length === 1 })
      lines.push(`| ${cell(sample.id)} | ${score(sample.total)} | ${cell(words)} |`)
    }
  }
  return `${lines.join('\n')}\n`
}
