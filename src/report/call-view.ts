import type { CompiledCall } from '../compile/compile-turn.js'
import type { JsonObject, JsonValue, Path } from '../json/types.js'
import type { Mismatch } from '../mismatch.js'
import type { Call } from '../read/types.js'
import { objectEntries } from '../rules/object-entries.js'
import type { ExpectationNode } from '../rules/types.js'
import { describeExpected, describeRule } from './describe-expected.js'
import { relatedPaths } from './related-paths.js'
import { Placeholder, type View, ViewObject } from './view.js'

const OMIT = Symbol('omit')

/** The two sides of one call in the diff, and how many matching arguments were left out of both. */
export interface CallViews {
  expected: View
  received: View
  omitted: number
}

/**
 * Builds the diff views of an expected call and the received call paired with it. Rules print as placeholders only
 * where they failed; where they passed, the received value stands on both sides, so the diff shows genuine
 * differences only. When the call has differences, matching top-level arguments are left out and counted.
 */
export function callViews(
  expected: CompiledCall,
  received: Call | undefined,
  mismatches: readonly Mismatch[],
): CallViews {
  const paths = mismatches.map((mismatch) => mismatch.path)
  const failing = relatedPaths(paths)
  const focus = received !== undefined && paths.length > 0
  const keys = expectedKeys(expected, received)
  // Looked up by name, not searched: a call may have 130,000 arguments.
  const entries = new Map(expected.arguments === undefined ? [] : (objectEntries(expected.arguments) ?? []))
  const failingKeys = focus ? keys.filter((key) => failing(['arguments', key])) : keys
  const shown = failingKeys.length > 0 ? failingKeys : keys
  const expectedArguments: [string, View][] = []
  const receivedArguments: [string, View][] = []
  for (const key of shown) {
    const value =
      received?.arguments !== undefined && Object.hasOwn(received.arguments, key)
        ? received.arguments[key]
        : undefined
    const node = entries.get(key)
    const view = node === undefined ? OMIT : expectedView(node, value, ['arguments', key], failing)
    if (view !== OMIT) expectedArguments.push([key, view])
    if (value !== undefined) receivedArguments.push([key, value])
  }
  const argumentsExpected =
    expected.arguments === undefined
      ? new Placeholder('<not checked>')
      : argumentsView(expected.arguments, expectedArguments)
  const expectedName: View =
    expected.name !== '*' ? expected.name : (received?.name ?? new Placeholder('<any name>'))
  const expectedCall = new ViewObject([
    ['name', expectedName],
    ['arguments', argumentsExpected],
  ])
  if (received === undefined) return { expected: expectedCall, received: null, omitted: 0 }
  const receivedCall = new ViewObject([
    ['name', received.name],
    [
      'arguments',
      expected.arguments === undefined ? new Placeholder('<not checked>') : new ViewObject(receivedArguments),
    ],
  ])
  const listed = new Set(shown)
  const ignored = keys.filter((key) => !listed.has(key) && isIgnored(entries.get(key))).length
  return { expected: expectedCall, received: receivedCall, omitted: keys.length - shown.length - ignored }
}

function isIgnored(node: ExpectationNode | undefined): boolean {
  return node?.kind === 'rule' && node.name === 'ignore'
}

function argumentsView(node: ExpectationNode, entries: [string, View][]): View {
  if (node.kind === 'rule' || node.kind === 'asymmetric') return new Placeholder(describeNode(node))
  return new ViewObject(entries)
}

/** Every top-level argument name either side has, sorted. */
function expectedKeys(expected: CompiledCall, received: Call | undefined): string[] {
  const node = expected.arguments
  const keys = new Set<string>(node === undefined ? [] : (objectEntries(node)?.map(([key]) => key) ?? []))
  if (received !== undefined && node !== undefined)
    for (const key of Object.keys(received.arguments)) keys.add(key)
  return [...keys].sort()
}

function isObject(value: JsonValue): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function describeNode(node: ExpectationNode): string {
  if (node.kind === 'rule') return describeRule(node.source)
  if (node.kind === 'asymmetric') return describeExpected(node.matcher)
  return describeExpected(node.kind === 'value' ? node.value : node)
}

function expectedView(
  node: ExpectationNode,
  received: JsonValue | undefined,
  path: Path,
  failing: (path: Path) => boolean,
): View | typeof OMIT {
  switch (node.kind) {
    case 'value':
      return node.value
    case 'rule':
    case 'asymmetric':
      if (failing(path)) return new Placeholder(describeNode(node))
      return received === undefined ? OMIT : received
    case 'object': {
      const receivedObject = received !== undefined && isObject(received) ? received : undefined
      const entries: [string, View][] = []
      for (const [key, child] of node.entries) {
        const value =
          receivedObject !== undefined && Object.hasOwn(receivedObject, key) ? receivedObject[key] : undefined
        const view = expectedView(child, value, [...path, key], failing)
        if (view !== OMIT) entries.push([key, view])
      }
      return new ViewObject(entries)
    }
    case 'array': {
      const receivedArray = Array.isArray(received) ? received : []
      const items: View[] = []
      node.items.forEach((child, index) => {
        const view = expectedView(child, receivedArray[index], [...path, index], failing)
        if (view !== OMIT) items.push(view)
      })
      return items
    }
  }
}
