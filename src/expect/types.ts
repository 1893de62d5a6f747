import type {
  AbsentRule,
  ArabicRule,
  BfclStringRule,
  CasefoldRule,
  CommaListRule,
  DateRule,
  DurationRule,
  EnumRule,
  ExactRule,
  IgnoreRule,
  InstantRule,
  JsonRule,
  MentionsRule,
  NumberRule,
  OneOfRule,
  OptionalRule,
  PatternRule,
  PresentRule,
  SatisfiesRule,
  ShapeRule,
  SubsetRule,
  TrimmedRule,
  UnorderedRule,
  WithDefaultRule,
} from './rule-types.js'

export * from './rule-types.js'

/**
 * The asymmetric-matcher protocol shared by Vitest and Jest (`expect.any(String)`, `expect.stringContaining(…)`).
 * Accepted wherever a rule is.
 */
export interface AsymmetricMatcherLike {
  asymmetricMatch(other: unknown): boolean
  toString?(): string
  toAsymmetricMatcher?(): string
}

/** The JSON form of every rule: an object whose `$rule` names it. Builders in `field` produce exactly these. */
export type Rule =
  | ExactRule
  | CasefoldRule
  | TrimmedRule
  | NumberRule
  | OneOfRule
  | EnumRule
  | UnorderedRule
  | CommaListRule
  | DurationRule
  | InstantRule
  | DateRule
  | ArabicRule
  | BfclStringRule
  | PatternRule
  | MentionsRule
  | JsonRule
  | SubsetRule
  | IgnoreRule
  | PresentRule
  | AbsentRule
  | OptionalRule
  | WithDefaultRule
  | ShapeRule
  | SatisfiesRule

/** Every rule name. */
export type RuleName = Rule['$rule']

/**
 * What one field may be in an expectation: a plain JSON value (exact), a rule, an asymmetric matcher, or arrays and
 * objects of those at any depth.
 */
export type FieldExpectation =
  | null
  | boolean
  | number
  | string
  | Rule
  | AsymmetricMatcherLike
  | readonly FieldExpectation[]
  | { readonly [key: string]: FieldExpectation }

/** How unknown arguments are treated: `forbid` (default) fails on any argument the expectation does not name. */
export type ExtraArgumentsPolicy = 'forbid' | 'allow'

/** How received calls beyond the expected ones are treated: `forbid` (default) fails on any extra call. */
export type ExtraCallsPolicy = 'forbid' | 'allow'

/** The call a stale (pre-migration) schema would have produced: matching it is reported as `stale_schema`. */
export interface StaleCall {
  readonly name: string
  readonly arguments?: { readonly [key: string]: FieldExpectation } | undefined
}

/** One expected call. `name: "*"` accepts any name; omitted `arguments` are not checked; `{}` means no arguments. */
export interface CallExpectation {
  readonly name: string
  readonly arguments?: { readonly [key: string]: FieldExpectation } | Rule | undefined
  readonly extraArguments?: ExtraArgumentsPolicy | undefined
  readonly stale?: StaleCall | readonly StaleCall[] | undefined
}

/** The order in which a list of calls must appear: `serial` (as listed) or `parallel` (a multiset). */
export type CallOrder = 'serial' | 'parallel'

/**
 * The order a turn expectation may name: the turn words, or the run words that mean something in one turn —
 * `exact` (= `serial`), `unordered` (= `parallel`), `in-order` (these in this order, other calls between allowed),
 * `superset` (these in any order, other calls allowed). `subset` is for runs (`toMatchRun`).
 */
export type TurnOrder = CallOrder | 'exact' | 'unordered' | 'in-order' | 'superset'

/** Several calls, ordered or as a multiset. */
export interface CallsExpectation {
  readonly calls: readonly CallExpectation[]
  readonly order?: TurnOrder | undefined
}
/** Any one of several acceptable plans; the closest one is reported when none matches. */
export interface PlansExpectation {
  readonly plans: readonly TurnExpectation[]
}
/** No call is right. */
export interface AbstainExpectation {
  readonly abstain: true
}
/** An Action IR CLARIFY decision, with the missing slots when given (compared as a set). */
export interface ClarifyExpectation {
  readonly clarify: true | readonly string[]
}
/** An Action IR CONFIRM decision with these calls. */
export interface ConfirmExpectation {
  readonly confirm: readonly CallExpectation[]
  readonly order?: TurnOrder | undefined
}

/** Everything a turn may be expected to do; plain JSON except for `satisfies` rules and asymmetric matchers. */
export type TurnExpectation =
  | CallExpectation
  | CallsExpectation
  | PlansExpectation
  | AbstainExpectation
  | ClarifyExpectation
  | ConfirmExpectation
