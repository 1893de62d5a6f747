import type { AsymmetricMatcherLike, Rule } from './types.js'

/** True for Vitest/Jest asymmetric matchers such as `expect.any(String)`. */
export function isAsymmetricMatcher(value: unknown): value is AsymmetricMatcherLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function'
  )
}

/** True for an object in the rule's JSON form (an own `$rule` key). */
export function isRule(value: unknown): value is Rule {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, '$rule')
}
