import type { CompiledCall } from '../../compile/compile-turn.js'
import type { MatchOptions } from '../../match/options.js'
import type { CallCredit, Verdict } from '../../match/verdict.js'
import type { Mismatch } from '../../mismatch.js'
import type { Call } from '../../read/types.js'
import type { CheckContext } from '../../rules/types.js'
import type { UnicodePolicy } from '../../unicode-policy.js'
import type { ResolvedPlan } from '../resolve-plan.js'
import type { RunShares } from '../run/run-shares.js'
import type { Axes } from '../types.js'

/** An expected call and the received call it is paired with, with what the engine found about the pair. */
export interface PairedCall {
  expected: CompiledCall
  received: Call
  credit: CallCredit
  /** The verdict's mismatches of this pair (paths from the turn: `['calls', 1, 'arguments', 'unit']`). */
  mismatches: readonly Mismatch[]
  check: CheckContext
  unicode: UnicodePolicy
}

/** What a profile may tighten: the received input, the chosen plan and the engine's verdict. */
export interface TightenInput {
  received: unknown
  plan: ResolvedPlan
  verdict: Verdict
}

/**
 * A named bundle of match policies and credit rules. Adding a profile is one file exporting one of these, plus its
 * line in `profiles/index.ts`; everything else (axes, slots, facts, aggregates) is shared.
 */
export interface Profile {
  readonly name: string
  /** The policies the profile sets; options given to `score` override them. */
  readonly options: MatchOptions
  /** `always`: every item has a decision axis; `relevant`: only Action IR items and abstain/clarify/confirm. */
  readonly decisionAxis: 'always' | 'relevant'
  /**
   * Argument credit of one expected call in [0, 1]: `pair` is `undefined` when the call is missing. `null` when the
   * call's arguments are not scored (then it stays out of the argument axis).
   */
  argumentCredit(call: CompiledCall, pair: PairedCall | undefined): number | null
  /** The item's total from its axes, or `null` when nothing applies. */
  total(axes: Axes, pass: boolean, category: string | undefined): number | null
  /** A run item's total from the shares of its checks (`null`: the run could not be read) and its verdict. */
  runTotal(shares: RunShares, pass: boolean): number | null
  /** Returns a stricter verdict than the engine's (extra mismatches, or a read failure); the identity by default. */
  tighten?(input: TightenInput): Verdict
}
