import type { CallStatus } from '../read/types.js'
import type {
  AsymmetricMatcherLike,
  ExtraArgumentsPolicy,
  FieldExpectation,
  PatternRule,
  Rule,
} from './types.js'

/**
 * How the calls of a run (or of one step) must relate to the expected ones, named as the peers' users say them:
 * `exact` — these calls in this order, nothing else (agentevals `strict`, ADK `EXACT`); `unordered` — these calls
 * in any order, nothing else; `in-order` — these calls in this order, others may come between (ADK, DeepEval, ragas
 * and Strands `IN_ORDER`); `subset` — only these, some may be missing; `superset` — at least these, others allowed
 * (ADK `ANY_ORDER`). `serial` and `parallel`, the turn words, mean `exact` and `unordered`.
 */
export type RunOrder = 'exact' | 'unordered' | 'in-order' | 'subset' | 'superset' | 'serial' | 'parallel'

/** Where `fromResult` looks: a tool name (its latest call before this one), or a step and call index. */
export type ResultRef = string | { readonly step: number; readonly call?: number | undefined }

/**
 * `field.fromResult(call, path)`: the argument must equal the value at `path` (`order.id`, `items[0].sku`) in the
 * result of an earlier call. Only valid in run expectations.
 */
export interface FromResultRule {
  readonly $rule: 'fromResult'
  readonly call: ResultRef
  readonly path: string
}

/**
 * `field.fromCall(tool, path)`: the value at `path` in the arguments of that tool's latest call. In a run
 * expectation's `answer` and claims, as the value of `field.mentions(...)`: the answer cites what the agent sent.
 */
export interface FromCallRule {
  readonly $rule: 'fromCall'
  readonly call: string
  readonly path: string
}

/** A field expectation in a run: anything a turn accepts, and `fromResult` at any depth. */
export type RunFieldExpectation =
  | FieldExpectation
  | FromResultRule
  | readonly RunFieldExpectation[]
  | { readonly [key: string]: RunFieldExpectation }

/** How many received calls must meet a call expectation: exactly `n`, or between `min` and `max`. */
export type Times = number | { readonly min?: number | undefined; readonly max?: number | undefined }

/** One expected call of a run: a call expectation that may also say its count, its result and its status. */
export interface RunCallExpectation {
  /** The tool name, `*` for any, or a pattern for a family of tools (`field.pattern('^search_')`). */
  readonly name: string | PatternRule | AsymmetricMatcherLike
  /** Field expectations; `field.fromResult(...)` may stand for any value. Omitted: not checked. */
  readonly arguments?: { readonly [key: string]: RunFieldExpectation } | Rule | undefined
  readonly extraArguments?: ExtraArgumentsPolicy | undefined
  /** The provider's call id, compared exactly when given. */
  readonly id?: string | undefined
  readonly times?: Times | undefined
  /** What the tool returned (any field rules). */
  readonly result?: FieldExpectation | undefined
  /**
   * `error` where the format says the call failed (`is_error`, `status: 'error'`…), else `ok` when it has a result;
   * `denied` for a call the user refused, `approval_requested` for one that awaits the user's approval.
   */
  readonly status?: CallStatus | undefined
}

/** One step's calls: a single call expectation, or a list with its order. */
export type StepExpectation =
  | RunCallExpectation
  | { readonly calls: readonly RunCallExpectation[]; readonly order?: RunOrder | undefined }

/**
 * What a whole run must do: step by step (`steps`), or its calls across steps in an `order`, with counts and calls
 * that must never happen. Plain JSON except for `satisfies` rules and asymmetric matchers.
 */
export interface RunExpectation {
  /** Step *i*'s calls meet the *i*-th expectation. */
  readonly steps?: readonly StepExpectation[] | undefined
  /** Extra or missing steps fail unless `allow` (then only the listed steps are checked, from the first). */
  readonly extraSteps?: 'forbid' | 'allow' | undefined
  /** The calls of the whole run, in order across steps. */
  readonly calls?: readonly RunCallExpectation[] | undefined
  /** How `calls` must relate to the received calls (default `exact`). */
  readonly order?: RunOrder | undefined
  /** At most this many calls in the whole run. */
  readonly maxCalls?: number | undefined
  /** At most this many steps. */
  readonly maxSteps?: number | undefined
  /** Calls that must not happen (with their arguments, when given). */
  readonly never?: readonly RunCallExpectation[] | undefined
  /**
   * The run's final answer (the text of the last model turn that made no call) meets this field expectation;
   * `field.absent()` for a run that must end without one. Omitted: not checked.
   */
  readonly answer?: FieldExpectation | undefined
  /**
   * The run must not loop: no call repeated with the same arguments and the same result more than `maxIdentical`
   * times, no block of calls repeated back to back (`cycles`). `{}` for the defaults.
   */
  readonly loops?: LoopOptions | undefined
  /**
   * What the final answer may claim only after a call did it: each sentence of the answer that meets `when` and
   * holds no negation cue needs a call meeting `requires`, made before the answer, whose result did not fail.
   */
  readonly claims?: readonly ClaimExpectation[] | undefined
  /**
   * The negation cues of `claims` and `acknowledgeErrors`: a pattern rule a negated sentence meets, or `false` for
   * none. Default: the English words not, no, never, unable, cannot, can't, couldn't, won't, wasn't, didn't,
   * failed, unfortunately (whole words, any case).
   */
  readonly negations?: PatternRule | false | undefined
  /**
   * A failed call of these tools (`true`: of any tool) that no later successful call of the same tool recovered
   * needs a negation cue somewhere in the final answer: the answer must not read as if all went well.
   */
  readonly acknowledgeErrors?: true | readonly string[] | undefined
}

/**
 * One claim the final answer may make: a sentence meeting `when` (a text rule, or a string found in it in any case)
 * makes it, and `requires` (a call expectation; its arguments are "at least these" unless it says
 * `extraArguments: 'forbid'`) says which call backs it.
 */
export interface ClaimExpectation {
  readonly when: string | FieldExpectation
  readonly requires: RunCallExpectation
}

/**
 * What counts as a loop (`loops` in a run expectation, and `toHaveNoLoops`). Identical calls have the same tool name
 * and canonical arguments (the keys `ignoreArguments` names removed at any depth), anywhere in the run; a call
 * repeats the previous identical call when its result (status included) is equal too, and a changed result starts
 * a new chain (progress). A chain longer than `maxIdentical` (default 2) fails. A cycle is a block of 2 to
 * `cycles.maxPeriod` calls (default 3), not all identical, made `cycles.minRepeats` times (default 3) or more back
 * to back, each call with the result of its counterpart in the block before; `cycles: false` checks none.
 */
export interface LoopOptions {
  readonly maxIdentical?: number | undefined
  readonly ignoreArguments?: readonly string[] | undefined
  readonly cycles?:
    | { readonly maxPeriod?: number | undefined; readonly minRepeats?: number | undefined }
    | false
    | undefined
}
