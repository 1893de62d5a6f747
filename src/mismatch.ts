import type { RuleOrigin } from './expect/derived-rule.js'
import type { JsonValue, Path } from './json/types.js'
import type { ReadFailure } from './read/types.js'

/** The JSON type names. */
export type JsonTypeName = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'

/**
 * What kind of difference a mismatch records. Each kind gets its words in `report/`; a new kind without words
 * fails to compile there.
 */
export type MismatchKind =
  /** The received input could not be read (see `failure`). */
  | 'read_failure'
  /** The Action IR decision differs (CALL, CONFIRM, CLARIFY, ABSTAIN), or calls were made where none was right. */
  | 'decision'
  /** An expected call has no received call paired with it. */
  | 'missing_call'
  /** A received call that no expected call pairs with (and extra calls are forbidden). */
  | 'extra_call'
  /** The calls match as a set but not in the expected order. */
  | 'call_order'
  /**
   * An order-free turn too large to pair: more than 1,000,000 comparisons with no plain value to narrow them.
   * `expected` and `received` count the calls left unpaired.
   */
  | 'pairing_limit'
  /** The tool name differs. */
  | 'name'
  /** The received call does not fit its tool's schema (see `reason`): unknown tool, missing required argument… */
  | 'schema'
  /** The received call equals the stale (pre-migration) call of the expectation. */
  | 'stale_schema'
  /** An expected key or array element is absent. */
  | 'missing'
  /** A received key or array element that the expectation does not allow. */
  | 'unexpected'
  /** The JSON types differ (string vs number, object vs array…). */
  | 'type'
  /** Same type, different value, or a rule that did not accept the value (see `rule` and `reason`). */
  | 'value'

/**
 * One difference between an expectation and what was received, as data only (no sentences). The path is where the
 * difference sits in the received turn, e.g. `['calls', 1, 'arguments', 'unit']`.
 */
export interface Mismatch {
  kind: MismatchKind
  path: Path
  /** What was expected there: a canonical value, a rule in its JSON form, or a description (a call, a decision). */
  expected?: unknown
  /** For `type`: the JSON type that was expected (`string`, `number`, `array`…). */
  expectedType?: JsonTypeName
  /** What was received there; absent when nothing was. */
  received?: JsonValue
  /** The rule that decided, when it was not plain equality. */
  rule?: string
  /** A machine-readable reason from the rule (`outside_tolerance`, `transliterated`, `not_numeric`…). */
  reason?: string
  /** Where the deciding rule came from when the test did not write it (a tool's `compare`, a schema default). */
  origin?: RuleOrigin
  /** For `schema`: the values the schema allows. For `stale_schema`: the pre-migration fields the call used. */
  allowed?: readonly JsonValue[]
  fields?: readonly string[]
  /** For `read_failure`: why the input could not be read. */
  failure?: ReadFailure
  /** For call-level mismatches: the expected and received call indexes. */
  call?: { expected?: number; received?: number }
}
