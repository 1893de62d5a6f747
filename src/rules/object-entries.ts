import type { ExpectationNode } from './types.js'

/** One key of an expected object and its compiled expectation. */
export type ObjectEntry = readonly [key: string, node: ExpectationNode]

/**
 * The keys an object expectation names, each with its node — whether it compiled to an `object` node (it holds
 * rules) or to a plain `value` (it does not). `undefined` for anything that is not an object expectation (a rule or
 * matcher standing for the whole object, an array, a scalar).
 */
export function objectEntries(node: ExpectationNode): readonly ObjectEntry[] | undefined {
  if (node.kind === 'object') return node.entries
  if (
    node.kind !== 'value' ||
    node.value === null ||
    typeof node.value !== 'object' ||
    Array.isArray(node.value)
  ) {
    return undefined
  }
  const plain = node.value
  return Object.keys(plain).map((key) => [key, { kind: 'value', value: plain[key]! }] as const)
}
