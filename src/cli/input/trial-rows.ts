import type { JsonObject } from '../../json/types.js'
import type { ReportProblem } from './parse-row.js'
import { usableTrial } from './prediction-row.js'

/**
 * The `trial` fields of a predictions file as it streams by: whether it is a trials file (its first row has a
 * `trial`, so every row needs one) or not (no row may have one), and which trials of each manifest row were seen
 * and where, to find a repeated (id, trial). Memory grows with the trial rows (a few numbers each), not their size.
 */
export class TrialRows {
  private first: { trials: boolean; line: number } | undefined
  /** Manifest row → trial → the line of its first prediction row. */
  private readonly lines = new Map<number, Map<number, number>>()

  /** `file` is the predictions file as the user named it, for messages. */
  constructor(private readonly file: string) {}

  /** The file is a trials file: its first row had a `trial` (false before any row was read). */
  get trials(): boolean {
    return this.first?.trials === true
  }

  /**
   * Checks that a row has a `trial` exactly when the file's first row has one (that row decides); reports the row
   * that disagrees, and returns whether it agreed.
   */
  agrees(row: JsonObject, line: number, report: ReportProblem): boolean {
    const has = Object.hasOwn(row, 'trial')
    if (this.first === undefined) this.first = { trials: has, line }
    if (this.first.trials === has) return true
    const first = { file: this.file, line: this.first.line }
    report(has ? ['trial'] : [], { kind: 'trial_mixed', has, first })
    return false
  }

  /**
   * Records the row's trial of manifest row `row` (id `id`) at `line`: true when it is new; false when the row has no
   * usable trial (reported as the row's own problem) or repeats an (id, trial), which is reported here.
   */
  fresh(row: number, id: string, parsed: JsonObject, line: number, report: ReportProblem): boolean {
    const trial = usableTrial(parsed)
    if (trial === undefined) return false
    const first = this.see(row, trial, line)
    if (first === undefined) return true
    report(['trial'], { kind: 'duplicate_trial', id, trial, first: { file: this.file, line: first } })
    return false
  }

  /** Records trial `trial` of manifest row `row` at `line`; the line of its first row when it was seen before. */
  private see(row: number, trial: number, line: number): number | undefined {
    let trials = this.lines.get(row)
    if (trials === undefined) {
      trials = new Map()
      this.lines.set(row, trials)
    }
    const first = trials.get(trial)
    if (first === undefined) trials.set(trial, line)
    return first
  }
}
