import type { ExpectationNode } from '../../rules/types.js'

/**
 * Rules whose check reads a received value only through `typeof`, `Array.isArray`, own keys (`Object.hasOwn`,
 * `Object.keys`) and nested `fieldPasses`: given a plain value as it is, they answer as given its canonical copy.
 */
const PLAIN_RULES: ReadonlySet<string> = new Set([
  'exact',
  'oneOf',
  'optional',
  'bfclString',
  'ignore',
  'present',
  'absent',
])

/** How deep a rule's written form is walked before it is left to the full route. */
const MAX_SOURCE_DEPTH = 64

/**
 * Whether a compiled field expectation may be checked against received values as they are (see
 * `isPlainArguments`): plain values, objects and arrays of them, and the rules of `PLAIN_RULES` holding only such
 * expectations. An asymmetric matcher (it may look at anything) or any other rule sends the case to the full route.
 * Walked anew each time: `isPlainTurn` asks once per compiled turn, and a batch compiles each expectation once.
 */
export function isPlainNode(node: ExpectationNode): boolean {
  switch (node.kind) {
    case 'value':
      return true
    case 'object':
      return node.entries.every(([, child]) => isPlainNode(child))
    case 'array':
      return node.items.every(isPlainNode)
    case 'rule':
      return PLAIN_RULES.has(node.name) && plainSource(node.source, 0)
    case 'asymmetric':
      return false
  }
}

/** Whether a rule as written holds only plain JSON and rules of `PLAIN_RULES` (its nested expectations). */
function plainSource(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'function'
  if (depth > MAX_SOURCE_DEPTH) return false
  if (Array.isArray(value)) return value.every((item) => plainSource(item, depth + 1))
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  const record = value as Record<string, unknown>
  if (Object.hasOwn(record, '$rule') && !PLAIN_RULES.has(record.$rule as string)) return false
  return Object.keys(record).every((key) => plainSource(record[key], depth + 1))
}
