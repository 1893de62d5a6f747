import type { FinalAggregate } from '../../score/final-types.js'

const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`)

/** The line printed after a run: `1,000 samples · 812 passed (81.2%) · mean total 0.873 → runs/a`. */
export function describeSummary(metrics: FinalAggregate, out: string): string {
  const { samples, passes, passRate, total } = metrics.summary
  const mean = total.mean === null ? 'n/a' : total.mean.toFixed(3)
  const count = (n: number) => n.toLocaleString('en-US')
  return `${count(samples)} samples · ${count(passes)} passed (${percent(passRate)}) · mean total ${mean} → ${out}\n`
}
