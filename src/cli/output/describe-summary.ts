import { headlineScore } from '../../report/headline-score.js'
import type { FinalAggregate } from '../../score/final-types.js'

const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`)

/**
 * The line printed after a run: `1,000 samples · 812 passed (81.2%) · overall score 0.873 → runs/a`, the overall score
 * being the headline `--min-score` gates on (`headlineScore`).
 */
export function describeSummary(metrics: FinalAggregate, out: string): string {
  const { samples, passes, passRate } = metrics.summary
  const { score } = headlineScore(metrics)
  const shown = score === null ? 'n/a' : score.toFixed(3)
  const count = (n: number) => n.toLocaleString('en-US')
  return `${count(samples)} samples · ${count(passes)} passed (${percent(passRate)}) · overall score ${shown} → ${out}\n`
}
