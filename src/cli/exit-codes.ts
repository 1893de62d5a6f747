/**
 * The exit codes of `expect-tool-calls`. A run that completes exits 0 whatever share of the samples failed, unless
 * a CI gate was asked for (`--min-pass-rate`, `--min-score`, `--baseline`) and fails: then 4, after writing the run.
 */
export const EXIT = {
  /** The command completed and wrote its outputs. */
  ok: 0,
  /** Something broke while running: an I/O error, or a bug (the message says which). Nothing was written. */
  failed: 1,
  /** Bad usage (unknown flag, missing argument) or bad input (a join violation, a malformed row). Nothing was written. */
  usage: 2,
  /** The output directory exists (and `--force` was not given, or it holds files that are not a run's). */
  exists: 3,
  /** A CI gate of `score` failed (`--min-pass-rate`, `--min-score`, `--baseline … --max-regression`). The run is written. */
  gate: 4,
  /** Interrupted (SIGINT or SIGTERM) before the end. Nothing was written. */
  interrupted: 130,
} as const

/** One of the exit codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]
