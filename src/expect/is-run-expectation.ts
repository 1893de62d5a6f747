import { isRule } from './is-rule.js'
import { RUN_CHECK_KEYS } from './run-keys.js'

/** Top-level keys only a run expectation has: its checks but `calls` (a turn has calls too), and their companions. */
const RUN_KEYS = [...RUN_CHECK_KEYS.filter((key) => key !== 'calls'), 'extraSteps', 'negations'] as const
/** Call keys only a run's call expectation has. */
const RUN_CALL_KEYS = ['times', 'result', 'status', 'id'] as const
/** How deep arguments are searched for a `fromResult` rule (deeper nesting is the compiler's to refuse). */
const MAX_DEPTH = 64

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether an expectation is one only a run expectation can be: it has `steps`, `never`, `maxCalls`, `maxSteps`,
 * `extraSteps`, `answer`, `loops`, `claims`, `negations` or `acknowledgeErrors`, or `calls` that a turn does not accept (`order: 'subset'`, a call with `times`, `result`, `status`,
 * `id`, a name that is a pattern, or a `fromResult` rule in its arguments). `{ calls, order }` that a turn accepts
 * is a turn expectation: `score` keeps scoring it as one, as it did before runs (`scoreRun` scores it as a run).
 */
export function isRunExpectation(expectation: unknown): boolean {
  if (!isObject(expectation)) return false
  if (RUN_KEYS.some((key) => Object.hasOwn(expectation, key))) return true
  if (!Object.hasOwn(expectation, 'calls')) return false
  if (expectation.order === 'subset') return true
  const calls = expectation.calls
  return Array.isArray(calls) && calls.some(isRunCall)
}

function isRunCall(call: unknown): boolean {
  if (!isObject(call)) return false
  if (RUN_CALL_KEYS.some((key) => Object.hasOwn(call, key))) return true
  if (Object.hasOwn(call, 'name') && typeof call.name !== 'string') return true
  return holdsFromResult(call.arguments, 0)
}

function holdsFromResult(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false
  if (isRule(value)) return (value as { $rule: unknown }).$rule === 'fromResult'
  const items = Array.isArray(value) ? value : Object.values(value)
  return items.some((item) => holdsFromResult(item, depth + 1))
}
