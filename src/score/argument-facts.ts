import { canonicalize, stableStringify } from '../canonical.js'
import type { CompiledCall } from '../compile/compile-turn.js'
import type { JsonObject } from '../json/types.js'
import type { Call, Turn } from '../read/types.js'
import type { CheckContext, ExpectationNode } from '../rules/types.js'
import { argumentEntries } from './argument-entries.js'
import type { ResolvedPlan } from './resolve-plan.js'
import type { ArgumentFacts, FactCounts } from './types.js'

/** How an expected argument takes part in the facts. */
type Role = 'required' | 'optional' | 'forbidden' | 'ignored'

function roleOf(node: ExpectationNode): Role {
  // Stryker disable next-line ConditionalExpression: other nodes have no name: they reach 'required' below too
  if (node.kind !== 'rule') return 'required'
  if (node.name === 'ignore') return 'ignored'
  if (node.name === 'absent') return 'forbidden'
  // Stryker disable next-line StringLiteral: `compareAt` only tells 'required' apart from this role
  return node.name === 'optional' || node.name === 'withDefault' ? 'optional' : 'required'
}

/** The sort text of an expected call's arguments: as written, made canonical (`''` when they have no canonical form). */
function goldArguments(call: CompiledCall): string {
  const canonical = canonicalize((call.source as JsonObject).arguments ?? null)
  return canonical.ok ? stableStringify(canonical.value) : ''
}

/** The sort text of a received call's arguments, made canonical when it was read. */
const receivedArguments = (call: Call): string => stableStringify(call.arguments)

/**
 * Sorts calls by their canonical text, `name + '\u0000' + arguments` (`args` gives the arguments' text), keeping ties
 * in place. Two names that differ and hold no `\u0000` order their texts as they order themselves, so the arguments'
 * text is written only for the calls whose names tie (or hold `\u0000`); fewer than two calls need no text at all.
 */
export function sortCanonically<T extends { name: string }>(
  items: readonly T[],
  args: (item: T) => string,
): readonly T[] {
  // Stryker disable next-line ConditionalExpression: a shortcut only: one item or none is sorted
  if (items.length < 2) return items
  const keyed = items.map((item, index) => ({ item, index, key: undefined as string | undefined }))
  const keyOf = (entry: (typeof keyed)[number]) => {
    entry.key ??= `${entry.item.name}\u0000${args(entry.item)}`
    return entry.key
  }
  keyed.sort((a, b) => {
    const left = a.item.name
    const right = b.item.name
    if (left !== right && !left.includes('\u0000') && !right.includes('\u0000'))
      // Stryker disable next-line EqualityOperator: the names differ here, so `<=` is `<`
      return left < right ? -1 : 1
    const leftKey = keyOf(a)
    const rightKey = keyOf(b)
    if (leftKey < rightKey) return -1
    // V8's sort always passes the later item as `a` and moves it only on a negative answer, so which positive number
    // a tie or a greater key gives is not seen.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: see above
    return leftKey > rightKey ? 1 : a.index - b.index
  })
  return keyed.map((entry) => entry.item)
}

function add(counts: FactCounts, tp: number, fp: number, fn: number): void {
  counts.tp += tp
  counts.fp += fp
  counts.fn += fn
}

/** Facts of one expected call at one index against the received call at the same index (or none). */
function compareAt(
  gold: CompiledCall,
  predicted: Call | undefined,
  check: CheckContext,
  facts: ArgumentFacts,
): void {
  const entries = argumentEntries(gold)
  if (entries === undefined) return
  const received: JsonObject = predicted?.arguments ?? {}
  const sameTool = predicted !== undefined && (gold.name === '*' || gold.name === predicted.name)
  const judged = new Set<string>()
  for (const [key, node] of entries) {
    const role = roleOf(node)
    if (role === 'ignored' && sameTool) judged.add(key)
    if (role === 'ignored' || role === 'forbidden') continue
    const present = sameTool && Object.hasOwn(received, key)
    if (present) judged.add(key)
    if (!present) {
      if (role === 'required') add(facts.keys, 0, 0, 1)
      if (role === 'required') add(facts.values, 0, 0, 1)
      continue
    }
    add(facts.keys, 1, 0, 0)
    // Stryker disable next-line ArrayDeclaration,StringLiteral: paths only label mismatches, counted here
    const agrees = check.compare(node, received[key], ['arguments', key]).length === 0
    add(facts.values, agrees ? 1 : 0, agrees ? 0 : 1, agrees ? 0 : 1)
  }
  const unjudged = Object.keys(received).filter((key) => !judged.has(key)).length
  add(facts.keys, 0, unjudged, 0)
  add(facts.values, 0, unjudged, 0)
}

/**
 * The argument-key and argument-value facts of one item, as counts. Call indexes are positions, after sorting
 * both sides canonically when the calls are parallel; a fact matches only at the same index and tool. Facts of
 * unchecked arguments are not counted; `ignore` keys count on neither side, `absent` ones only when received,
 * `optional` / `withDefault` ones only when received; a value fact holds when the expectation accepts the value.
 */
export function argumentFacts(
  plan: ResolvedPlan,
  turn: Turn | undefined,
  check: CheckContext,
): ArgumentFacts {
  const facts: ArgumentFacts = { keys: { tp: 0, fp: 0, fn: 0 }, values: { tp: 0, fp: 0, fn: 0 } }
  // Stryker disable next-line ConditionalExpression: only a calls turn has an order (the test narrows the type)
  const parallel = plan.turn.kind === 'calls' && plan.turn.order === 'parallel'
  const goldCalls = plan.turn.kind === 'calls' ? plan.turn.calls : []
  const gold = parallel ? sortCanonically(goldCalls, goldArguments) : goldCalls
  const calls = turn?.calls ?? []
  const sortReceived = turn?.mode === 'PARALLEL' || (turn?.mode === undefined && parallel)
  const predicted = sortReceived ? sortCanonically(calls, receivedArguments) : calls
  gold.forEach((goldCall, index) => {
    compareAt(goldCall, predicted[index], check, facts)
  })
  for (const call of predicted.slice(gold.length)) {
    const count = Object.keys(call.arguments).length
    add(facts.keys, 0, count, 0)
    add(facts.values, 0, count, 0)
  }
  return facts
}
