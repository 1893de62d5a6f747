import type { FinalAggregate } from '../../score/final-types.js'
import { type GeneratedFrom, type ReportTrials, renderReport, type WorstItems } from '../report-html/index.js'

/**
 * The one call site of `renderReport` (src/cli/report-html/): `report.html` of a run, from its finalised metrics,
 * its trials (a run of trials) and the worst items collected while the samples streamed by. `score` and `merge`
 * both come through here.
 */
export function renderReportFile(
  metrics: FinalAggregate,
  worst: WorstItems,
  from: GeneratedFrom,
  trials?: ReportTrials,
): string {
  return renderReport({ aggregate: metrics, worst, generatedFrom: from, ...(trials && { trials }) })
}
