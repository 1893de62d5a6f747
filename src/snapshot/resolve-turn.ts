import { pairMultiset } from '../assignment/index.js'
import { type CompiledCall, compileTurn } from '../compile/compile-turn.js'
import { turnForms } from '../expect/schema.js'
import type { JsonObject, JsonValue } from '../json/types.js'
import { compareCall } from '../match/compare-call.js'
import { checkContext, matchReadTurn } from '../match/match.js'
import type { Call } from '../read/types.js'
import { type CapturedTurn, callData, sortCalls } from './capture-calls.js'
import type { SnapshotExpectation } from './parse-snapshot.js'
import { type ResolveContext, resolveContext } from './resolve-context.js'
import { resolveArguments } from './resolve-field.js'

type TurnForm = (typeof turnForms)[number]

/** The turn orders under which the calls' order does not matter. */
const ORDER_FREE: ReadonlySet<string> = new Set(['parallel', 'unordered', 'superset'])

/**
 * The received turn re-written through a stored snapshot, which is what updating the snapshot stores: every part
 * of the template the received turn still satisfies is kept as written (rules, `name: "*"`, omitted arguments,
 * `extraArguments`, `stale`, the `order` of a list — `serial`, written or by default, stays serial, the calls in the
 * order received —, `clarify: true`), and every other part takes the received value.
 * Calls are paired the way `match` pairs them; a received call with no partner is recorded as received, and an
 * expected call with no partner is dropped. The shape (one call, several, none, CLARIFY, CONFIRM) follows what was
 * received. For `plans`, only the closest plan is resolved and the other alternatives are kept. The result always
 * matches the received turn, and equals the template when the template already matched.
 */
export function resolveTurn(template: SnapshotExpectation, captured: CapturedTurn): JsonObject {
  return resolve(template, captured, resolveContext(captured.options))
}

function resolve(template: JsonObject, captured: CapturedTurn, context: ResolveContext): JsonObject {
  const form = formOf(template)
  switch (form) {
    case 'plans': {
      const plans = template.plans as JsonObject[]
      const closest = matchReadTurn(captured.turn, compileTurn(template, captured.options), captured.options)
      const index = closest.plan ?? 0
      const out: JsonValue[] = [...plans]
      out[index] = resolve(plans[index]!, captured, context)
      return { plans: out }
    }
    case 'clarify':
      return template.clarify === true && formOf(captured.data) === 'clarify' ? template : captured.data
    case 'name':
    case 'calls':
    case 'confirm':
      return resolveCalls(template, form, captured, context)
    default:
      return captured.data
  }
}

function resolveCalls(
  template: JsonObject,
  form: 'name' | 'calls' | 'confirm',
  captured: CapturedTurn,
  context: ResolveContext,
): JsonObject {
  const data = captured.data
  const receivedForm = formOf(data)
  if (receivedForm !== 'name' && receivedForm !== 'calls' && receivedForm !== 'confirm') return data
  const expected = form === 'name' ? [template] : (template[form] as JsonObject[])
  const compiled = compileTurn(template, captured.options)
  const verdict = matchReadTurn(captured.turn, compiled, captured.options)
  const orderFree = form !== 'name' && ORDER_FREE.has(String(template.order))
  const expectedFor =
    !verdict.pass && orderFree && compiled.kind === 'calls'
      ? pairInRulesFavour(compiled.calls, captured)
      : new Map(verdict.pairs.map((pair) => [pair.received, pair.expected]))
  const resolved = captured.turn.calls.map((call, index) => {
    const row = expectedFor.get(index)
    return {
      row,
      call: row === undefined ? callData(call) : resolveCall(expected[row]!, call, captured, context),
    }
  })
  if (receivedForm === 'name') return resolved[0]!.call
  // A list keeps the order the snapshot says (written, or `serial` by default): an update never loosens it.
  const order = form === 'name' ? data.order : template.order
  // Order-free calls keep the snapshot's own order (calls it pairs with, in its order), then the new ones sorted.
  const calls =
    typeof order === 'string' && ORDER_FREE.has(order)
      ? [
          ...resolved
            .filter((item) => item.row !== undefined)
            .sort((a, b) => a.row! - b.row!)
            .map((item) => item.call),
          ...sortCalls(resolved.filter((item) => item.row === undefined).map((item) => item.call)),
        ]
      : resolved.map((item) => item.call)
  const out: JsonObject = { [receivedForm]: calls }
  if (order !== undefined) out.order = order
  return out
}

/**
 * Order-free expected calls paired with the received ones at least cost, ties broken in the rules' favour: a pair
 * costs its number of mismatches (a call of another tool far more), plus a little for each mismatch a rule the
 * test wrote decided — so of two received calls an expectation differs from as much, the one its `casefold` rule
 * still accepts is taken, and the rule is kept. Any pairing resolves to calls the turn matches; this one keeps most.
 */
function pairInRulesFavour(calls: readonly CompiledCall[], captured: CapturedTurn): Map<number, number> {
  const check = checkContext(captured.options)
  const received = captured.turn.calls
  const cost = (row: number, col: number) => {
    const { mismatches } = compareCall(calls[row]!, received[col]!, check)
    if (mismatches.length === 0) return 0
    const broken = mismatches.filter(
      (mismatch) => mismatch.rule !== undefined && mismatch.origin === undefined,
    )
    const otherTool = mismatches.some((mismatch) => mismatch.kind === 'name') ? OTHER_TOOL : 0
    return otherTool + mismatches.length + RULE_BROKEN * Math.min(broken.length, MAX_BROKEN)
  }
  const pairing = pairMultiset({ rows: calls.length, cols: received.length, cost })
  return new Map(pairing.pairs.map(([row, col]) => [col, row]))
}

/** What pairing with a call of another tool costs, over any number of differences in arguments. */
const OTHER_TOOL = 1_000_000
/** What each broken hand-written rule adds: less than one mismatch, whatever their number. */
const RULE_BROKEN = 0.01
const MAX_BROKEN = 50

function resolveCall(template: JsonObject, call: Call, captured: CapturedTurn, context: ResolveContext) {
  const out: JsonObject = { name: template.name === '*' ? '*' : call.name }
  const own = template.extraArguments
  const extra = own === 'allow' || own === 'forbid' ? own : captured.options.extraArguments
  if (template.arguments !== undefined) {
    out.arguments = resolveArguments(template.arguments, call.arguments, extra, context)
  }
  if (template.extraArguments !== undefined) out.extraArguments = template.extraArguments
  if (template.stale !== undefined) out.stale = template.stale
  return out
}

function formOf(expectation: JsonObject): TurnForm | undefined {
  return turnForms.find((key) => Object.hasOwn(expectation, key))
}
