import type { RunCall } from '../../read/run/types.js'

/**
 * Whether a call's result says it failed: its status is `error`; or the result is an object with a truthy `error`,
 * `ok: false` or `success: false`; or it is a text that begins with "Error". A call without a result did not fail
 * by this rule (a denied call did not fail either: it was not run).
 */
export function resultFailed(call: RunCall): boolean {
  if (call.status === 'error') return true
  const result = call.result
  if (typeof result === 'string') return result.startsWith('Error')
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return false
  return Boolean(result.error) || result.ok === false || result.success === false
}
