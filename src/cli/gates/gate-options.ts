/** The CI gates of `score`, from its flags: thresholds in [0, 1], and the baseline run to compare categories with. */
export interface GateOptions {
  minPassRate: number | undefined
  minScore: number | undefined
  baseline: string | undefined
  /** The largest drop of a category's pass rate allowed against the baseline (0 when only `--baseline` is given). */
  maxRegression: number
}

/** The gates' flags as the parser gives them. */
export type GateFlags = Partial<Record<'min-pass-rate' | 'min-score' | 'baseline' | 'max-regression', string>>

/** Reads the gate flags; a string is the usage problem (a value that is not a number in [0, 1], a lone flag). */
export function gateOptions(flags: GateFlags): GateOptions | string {
  const values: Record<string, number | undefined> = {}
  for (const name of ['min-pass-rate', 'min-score', 'max-regression'] as const) {
    const text = flags[name]
    if (text === undefined) continue
    const value = /^\s*$/.test(text) ? Number.NaN : Number(text)
    if (!(value >= 0 && value <= 1)) return `--${name} must be a number from 0 to 1 (got ${text})`
    values[name] = value
  }
  if (values['max-regression'] !== undefined && flags.baseline === undefined) {
    return '--max-regression needs --baseline RUN_DIR (the run to compare with)'
  }
  return {
    minPassRate: values['min-pass-rate'],
    minScore: values['min-score'],
    baseline: flags.baseline,
    maxRegression: values['max-regression'] ?? 0,
  }
}
