import { compileField } from '../compile/compile-field.js'
import type { JsonValue } from '../json/types.js'
import { checkContext } from '../match/match.js'
import { compareField } from '../rules/compare-field.js'
import type { CheckContext, ExpectationNode } from '../rules/types.js'
import type { UnicodePolicy } from '../unicode-policy.js'

/** What resolving needs: the comparison policies, and compiled templates kept while one snapshot is resolved. */
export interface ResolveContext {
  readonly unicode: UnicodePolicy
  readonly check: CheckContext
  readonly nodes: WeakMap<object, ExpectationNode>
}

/** A fresh context for resolving under these policies. */
export function resolveContext(options: { unicode: UnicodePolicy }): ResolveContext {
  return { unicode: options.unicode, check: checkContext(options), nodes: new WeakMap() }
}

/** Whether `received` (`undefined`: absent) meets a field expectation in its JSON form, as `match` decides. */
export function satisfies(
  template: JsonValue,
  received: JsonValue | undefined,
  context: ResolveContext,
): boolean {
  return mismatchCount(template, received, context) === 0
}

/** How many mismatches `match` finds between a field expectation and `received`: the cost of pairing them. */
export function mismatchCount(
  template: JsonValue,
  received: JsonValue | undefined,
  context: ResolveContext,
): number {
  return compareField(nodeOf(template, context), received, [], context.check).length
}

function nodeOf(template: JsonValue, context: ResolveContext): ExpectationNode {
  if (template === null || typeof template !== 'object') return compileField(template, [], context.unicode)
  let node = context.nodes.get(template)
  if (node === undefined) {
    node = compileField(template, [], context.unicode)
    context.nodes.set(template, node)
  }
  return node
}
