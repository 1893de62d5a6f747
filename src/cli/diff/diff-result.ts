import type { Flips } from './diff-flips.js'
import type { DiffRow } from './diff-metrics.js'

/** One side of a diff: the run directory and what its numbers were made with. */
export interface DiffSide {
  dir: string
  profile: string | null
  version: string | null
  samples: number | null
}

/** Why two runs' numbers may not mean the same thing (the rules changed); both numbers are still shown. */
export type DiffNote = 'profile_changed' | 'version_changed'

/** The whole comparison of two runs, as data (`--json` prints it; `formatDiff` writes it as a table). */
export interface DiffResult {
  old: DiffSide
  new: DiffSide
  notes: DiffNote[]
  rows: DiffRow[]
  flips: Flips
}
