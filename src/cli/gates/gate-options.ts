/** The CI gates of `score`, from its flags: thresholds in [0, 1], and the baseline run to compare categories with. */
export interface GateOptions {
  minPassRate: number | undefined
  minScore: number | undefined
  baseline: string | undefined
  /** The largest drop of a category's pass rate allowed against the baseline (0 when only `--baseline` is given). */
  maxRegression: number
  /** `--min-pass-hat-k K:R`: the suite's pass^K must be at least R. */
  minPassHatK: { k: number; min: number } | undefined
}

/** The gates' flags as the parser gives them. */
export type GateFlags = Partial<
  Record<'min-pass-rate' | 'min-score' | 'baseline' | 'max-regression' | 'min-pass-hat-k', string>
>

/** A rate as written: digits with an optional fraction (`0.8`, `1`, `.75`), no sign, exponent or white space. */
const RATE = /^(?:\d+(?:\.\d+)?|\.\d+)$/

/** `K:R`: K a whole number ≥ 1 written without sign or leading zero, R a rate from 0 to 1. */
function passHatKGate(text: string): { k: number; min: number } | string {
  const [k, rate, ...rest] = text.split(':')
  const min = Number(rate)
  if (
    rest.length === 0 &&
    /^[1-9]\d*$/.test(k!) &&
    Number.isSafeInteger(Number(k)) &&
    rate !== undefined &&
    RATE.test(rate) &&
    min <= 1
  )
    return { k: Number(k), min }
  return `--min-pass-hat-k must be K:R, K a whole number ≥ 1 and R a number from 0 to 1, e.g. 3:0.8 (got ${text})`
}

/**
 * Reads the gate flags; a string is the usage problem (a value that is not a number in [0, 1], a lone flag, a
 * `--min-pass-hat-k` that is not `K:R`).
 */
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
  const passHatK = flags['min-pass-hat-k'] === undefined ? undefined : passHatKGate(flags['min-pass-hat-k'])
  if (typeof passHatK === 'string') return passHatK
  return {
    minPassRate: values['min-pass-rate'],
    minScore: values['min-score'],
    baseline: flags.baseline,
    maxRegression: values['max-regression'] ?? 0,
    minPassHatK: passHatK,
  }
}
