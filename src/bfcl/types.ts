import type { TurnExpectation } from '../expect/types.js'
import type { JsonValue } from '../json/types.js'
import type { MatchOptions } from '../match/options.js'
import type { ToolInput, ToolSet } from '../schema/types.js'

/** One parameter of a BFCL function doc: a BFCL type name and, for arrays and tuples, the type of the elements. */
export interface BfclParameter {
  /** `string`, `integer`, `float`, `boolean`, `array`, `tuple`, `dict` or `any`. */
  readonly type: string
  readonly description?: string | undefined
  readonly items?: BfclParameter | undefined
  readonly [key: string]: unknown
}

/** One BFCL function doc: `{name, description, parameters: {type: "dict", properties, required}}`. */
export interface BfclFunctionDoc {
  readonly name: string
  readonly description?: string | undefined
  readonly parameters: {
    readonly type: 'dict'
    readonly properties: { readonly [name: string]: BfclParameter }
    readonly required?: readonly string[] | undefined
  }
}

/** A row of `BFCL_v4_<category>.json`: the entry's id, the conversation, and the function docs offered. */
export interface BfclQuestion {
  readonly id: string
  readonly function: readonly BfclFunctionDoc[]
  readonly [key: string]: unknown
}

/** Per parameter, the acceptable values (`""` among them: the parameter may be omitted). */
export type BfclAcceptable = { readonly [parameter: string]: readonly JsonValue[] }

/** A row of `possible_answer/BFCL_v4_<category>.json`: one `{function_name: {parameter: [values…]}}` per call. */
export interface BfclAnswer {
  readonly id: string
  readonly ground_truth: readonly { readonly [functionName: string]: BfclAcceptable }[]
}

/** The match profile an import is built for. */
export type BfclProfileName = 'bfcl' | 'default'

/** Options of `fromBfcl`. */
export interface FromBfclOptions {
  /** The BFCL category; by default read from the id as BFCL does (`live_simple_106-63-0` → `live_simple`). */
  category?: string | undefined
  /**
   * `bfcl` (default): an expectation, tools and options that decide as BFCL's AST checker does. `default`: plain
   * exact values and the function docs as they are, for the default engine.
   */
  profile?: BfclProfileName | undefined
  /**
   * The model rewrote `.` to `_` in function names (BFCL's `underscore_to_dot` models): the expected names and the
   * tools are rewritten the same way (`math.factorial` → `math_factorial`).
   */
  underscoreNames?: boolean | undefined
}

/** What `fromBfcl` builds: pass `expectation` and `options` to `match`. */
export interface BfclImport {
  /** The category the entry is judged as. */
  readonly category: string
  /** The function docs as tools (for `bfcl`, as BFCL's checker enforces them; see `checkedSchema`). */
  readonly tools: ToolSet<Record<string, ToolInput>>
  readonly expectation: TurnExpectation
  /**
   * `{ profile, tools, syntax: 'python' }`; for relevance `{ profile, extraCalls: 'allow', validation: 'none',
   * syntax: 'python' }` (any call, unchecked).
   */
  readonly options: MatchOptions
}
