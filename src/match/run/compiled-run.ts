import type { CompiledCall } from '../../compile/compile-turn.js'
import type { CallStatus } from '../../read/types.js'
import type { ExpectationNode } from '../../rules/types.js'
import type { ToolRegistry } from '../../schema/types.js'
import type { CompiledClaim } from './claims.js'
import type { CompiledLoops } from './find-loops.js'
import type { Negation } from './negation.js'

/** The five sequence modes (`serial` and `parallel` are read as `exact` and `unordered`). */
export type Mode = 'exact' | 'unordered' | 'in-order' | 'subset' | 'superset'

/** A compiled run call expectation. */
export interface CompiledRunCall {
  /** The expectation as written, for messages. */
  readonly source: unknown
  /** A plain name (or `*`), or a compiled name rule (a pattern). */
  readonly name: string | ExpectationNode
  /** The call compiled once, when its arguments hold no `fromResult` (else compiled for each received call). */
  readonly call: CompiledCall | undefined
  /** The arguments as written, when they hold `fromResult` rules. */
  readonly dependentArguments: unknown
  /** Its own policy for arguments it does not name (`allow` for `never` unless it says `forbid`), or the options'. */
  readonly extraArguments: 'forbid' | 'allow' | undefined
  /** The tools of the handle that made it (`tools.refund.call({…})`), compared that tool's way. */
  readonly registry: ToolRegistry | undefined
  /** The call id, when the expectation names one. */
  readonly id: string | undefined
  readonly times: { readonly min: number; readonly max: number }
  /** True when the test wrote `times`. */
  readonly counted: boolean
  readonly result: ExpectationNode | undefined
  readonly status: CallStatus | undefined
}

/** Calls compared in a mode. */
export interface CompiledList {
  readonly mode: Mode
  readonly calls: readonly CompiledRunCall[]
}

/** A compiled run expectation. */
export interface CompiledRun {
  readonly steps: readonly CompiledList[] | undefined
  readonly extraSteps: 'forbid' | 'allow'
  readonly calls: CompiledList | undefined
  readonly maxCalls: number | undefined
  readonly maxSteps: number | undefined
  readonly never: readonly CompiledRunCall[]
  /** The final answer's expectation, when the run expectation has one (and it mentions no call's values). */
  readonly answer: ExpectationNode | undefined
  /** The answer's expectation as written, when it mentions a call's result or arguments (resolved on each run). */
  readonly dependentAnswer: unknown
  /** What counts as a loop, when the run expectation says `loops`. */
  readonly loops: CompiledLoops | undefined
  /** What the final answer may claim only after a call did it, when the run expectation says `claims`. */
  readonly claims: readonly CompiledClaim[] | undefined
  /** The negation cues of `claims` and `acknowledgeErrors`. */
  readonly negation: Negation
  /** The tools whose unrecovered errors the answer must acknowledge (`true`: any), when it says so. */
  readonly acknowledgeErrors: true | readonly string[] | undefined
  /** The tools of the first tool handle among its calls (`steps`, `calls`, `never`): received calls are validated. */
  readonly registry: ToolRegistry | undefined
}
