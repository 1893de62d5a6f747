/** The brand every Trials value carries; `Symbol.for`, so that the ESM and CommonJS builds know each other's. */
export const TRIALS: unique symbol = Symbol.for('expect-tool-calls.trials') as never

/** One trial's outcome: the output `fn(index)` gave, or the error it threw (or its promise rejected with). */
export type Trial<T = unknown> =
  | { readonly kind: 'output'; readonly index: number; readonly output: T }
  | { readonly kind: 'error'; readonly index: number; readonly error: unknown }

/**
 * What `runTrials` resolves to: each trial in index order. Every matcher accepts it and judges the assertion on
 * each trial; the matcher option `trials` decides the verdict.
 */
export interface Trials<T = unknown> {
  readonly [TRIALS]: true
  readonly trials: readonly Trial<T>[]
}

/** How errors are counted: `fail` (a failed trial, the default) or `exclude` (left out of n, and counted). */
export type TrialErrors = 'fail' | 'exclude'

/** What must hold over the trials. Exactly one criterion, or none for `{ all: true }`. */
export type TrialsCriterion =
  | { readonly all: true }
  | { readonly atLeast: number }
  | { readonly passRate: number }
  | { readonly passHatK: { readonly k: number; readonly min: number } }
  | { readonly passAtK: { readonly k: number; readonly min: number } }

/**
 * The matcher option `trials`: a criterion (`{ all: true }` when none is given) and how errors count
 * (`errors: 'fail'` by default). Thresholds are inclusive: 4 of 5 meets `{ passRate: 0.8 }`.
 */
export type TrialsPolicy = (TrialsCriterion | { readonly all?: undefined }) & {
  readonly errors?: TrialErrors
}

/** A criterion checked once, as a tag and its numbers. */
export type NormalizedTrialsCriterion =
  | { kind: 'all' }
  | { kind: 'at_least'; count: number }
  | { kind: 'pass_rate'; min: number }
  | { kind: 'pass_hat_k'; k: number; min: number }
  | { kind: 'pass_at_k'; k: number; min: number }

/** A policy checked and completed once: the criterion and the errors policy. */
export type NormalizedTrialsPolicy = NormalizedTrialsCriterion & { errors: TrialErrors }

/** An item's stability over its judged trials: all passed, none passed, or some of each (`unjudged`: none judged). */
export type TrialsLabel = 'stable-pass' | 'stable-fail' | 'flaky' | 'unjudged'

/** How one trial was judged: passed, failed the assertion, or errored (threw, or its output could not be read). */
export interface TrialJudgement {
  readonly index: number
  readonly status: 'pass' | 'fail' | 'error'
  /** The trial's own failure message (for a failed or errored trial), written when first read. */
  readonly message?: () => string
}

/** What the judged trials amount to under a policy. */
export interface TrialsVerdict {
  /** The policy is met (false when inconclusive). */
  readonly pass: boolean
  /** Trials judged: all of them, less the errors when `errors: 'exclude'`. */
  readonly n: number
  /** Judged trials that passed (c). */
  readonly passed: number
  /** Trials that threw or whose output could not be read, excluded or not. */
  readonly errors: number
  /** passed / n; null when no trial was judged. */
  readonly passRate: number | null
  /** The 95 % Wilson interval of the pass rate ([0, 1] when n = 0). */
  readonly wilson: readonly [number, number]
  readonly label: TrialsLabel
  /** pass^k for the policy's k (policy `passHatK`, enough trials judged). */
  readonly passHatK?: number
  /** pass@k for the policy's k (policy `passAtK`, enough trials judged). */
  readonly passAtK?: number
  /** Too few trials were judged to decide (errors excluded): the verdict fails, saying so. */
  readonly inconclusive?: true
  /** The policy as normalised. */
  readonly policy: NormalizedTrialsPolicy
  /** Each trial's judgement, in index order. */
  readonly judgements: readonly TrialJudgement[]
}
