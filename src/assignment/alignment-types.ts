/** One step of an alignment: a row paired with a column, a row left unpaired, or a column left unpaired. */
export type AlignmentStep =
  | { row: number; col: number }
  | { row: number; col?: never }
  | { row?: never; col: number }

/** A pairing cost already checked to be a finite number ≥ 0 (the alignment strategies rely on it). */
export type CheckedCost = (row: number, col: number) => number
