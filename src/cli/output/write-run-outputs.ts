import { stringifyAggregate } from '../../score/stringify-aggregate.js'
import type { GeneratedFrom, WorstItems } from '../report-html/index.js'
import { type AggregateFile, writeAggregateFile } from './aggregate-file.js'
import { renderReportFile } from './render-report-file.js'
import type { BfclRunFile, MergeRunFile, ScoreRunFile } from './run-file.js'
import type { StagedDir } from './staged-dir.js'
import { writeFileSynced } from './write-file-synced.js'

/** Everything a run writes besides `samples.jsonl` (which is streamed). */
export interface RunOutputs {
  aggregate: AggregateFile
  run: ScoreRunFile | BfclRunFile | MergeRunFile
  worst: WorstItems
  from: GeneratedFrom
}

/** Writes `aggregate.json`, `run.json` and `report.html` into the staging directory, each synced to disk. */
export function writeRunOutputs(staged: StagedDir, outputs: RunOutputs): void {
  writeFileSynced(staged.file('aggregate.json'), writeAggregateFile(outputs.aggregate))
  writeFileSynced(staged.file('run.json'), stringifyAggregate(outputs.run))
  writeFileSynced(
    staged.file('report.html'),
    renderReportFile(outputs.aggregate.metrics, outputs.worst, outputs.from, outputs.aggregate.trials),
  )
}
