import { jsonEqual } from '../canonical.js'
import type { JsonObject, JsonValue } from '../json/types.js'
import { asymmetricMatches } from './compare-field.js'
import { type CheckContext, type ExpectationNode, jsonType } from './types.js'

/**
 * Whether `received` meets a compiled field expectation: exactly `compareField(...).length === 0`, decided without
 * building mismatches or paths and stopping at the first difference. Rules answer through their `passes` when they
 * have one, otherwise through `check`. What pairing and `oneOf` ask, where most comparisons fail and are dropped.
 */
export function fieldPasses(
  node: ExpectationNode,
  received: JsonValue | undefined,
  context: CheckContext,
): boolean {
  switch (node.kind) {
    case 'rule': {
      if (received === undefined && !node.check.acceptsMissing) return false
      const { check } = node
      // Stryker disable next-line ConditionalExpression,ArrayDeclaration: `passes` must agree with `check` (see RuleCheck); the path only places mismatches
      return check.passes !== undefined
        ? check.passes(received, context)
        : check.check(received, [], context).length === 0
    }
    case 'asymmetric':
      return asymmetricMatches(node.matcher, received)
    case 'value':
      // Stryker disable next-line ConditionalExpression: `jsonEqual` of a value and undefined is false as well
      return received !== undefined && jsonEqual(node.value, received)
    case 'array':
      // Expected elements past the received ones compare with absence (an optional element may be left out).
      if (!Array.isArray(received) || received.length > node.items.length) return false
      return node.items.every((item, index) =>
        // Stryker disable next-line ConditionalExpression,EqualityOperator: reading past the end gives undefined as well
        fieldPasses(item, index < received.length ? received[index]! : undefined, context),
      )
    case 'object':
      // Stryker disable next-line ConditionalExpression: the type of undefined is not 'object' either
      if (received === undefined || jsonType(received) !== 'object') return false
      return objectPasses(node, received as JsonObject, context)
  }
}

function objectPasses(
  node: ExpectationNode & { kind: 'object' },
  received: JsonObject,
  context: CheckContext,
): boolean {
  // The named keys the received object has, counted: it has no other key when it has that many (JSON values have
  // only enumerable string keys), so nothing is built per node to look them up.
  let named = 0
  for (const [key, child] of node.entries) {
    const has = Object.hasOwn(received, key)
    if (has) named++
    if (!fieldPasses(child, has ? received[key] : undefined, context)) return false
  }
  return node.extra === 'allow' || Object.keys(received).length === named
}
