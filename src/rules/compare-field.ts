import { appendAll } from '../append-all.js'
import { jsonEqual } from '../canonical.js'
import type { AsymmetricMatcherLike } from '../expect/types.js'
import type { JsonObject, JsonValue, Path } from '../json/types.js'
import type { Mismatch } from '../mismatch.js'
import { type CheckContext, type ExpectationNode, jsonType } from './types.js'

/**
 * Compares a received value (or `undefined` for an absent key) with a compiled field expectation and returns every
 * mismatch, each with its path. Plain values are exact (`5` equals `5.0`, `"5"` is not `5`, nested objects forbid
 * extra keys); rules and asymmetric matchers decide for themselves.
 */
export function compareField(
  node: ExpectationNode,
  received: JsonValue | undefined,
  path: Path,
  context: CheckContext,
): Mismatch[] {
  switch (node.kind) {
    case 'rule': {
      const found =
        received === undefined && !node.check.acceptsMissing
          ? [missing(path, node.source)]
          : node.check.check(received, path, context)
      if (node.origin !== undefined) for (const mismatch of found) mismatch.origin ??= node.origin
      return found
    }
    case 'asymmetric':
      return asymmetricMatches(node.matcher, received) ? [] : [asymmetricMismatch(node, received, path)]
    case 'value':
      if (received === undefined) return [missing(path, node.value)]
      return jsonEqual(node.value, received) ? [] : diffValues(node.value, received, path)
    case 'array':
      if (received === undefined) return [missing(path, node.source)]
      if (!Array.isArray(received)) return [{ kind: 'type', path, expectedType: 'array', received }]
      return compareArray(node.items, received, path, context)
    case 'object':
      if (received === undefined) return [missing(path, node.source)]
      if (jsonType(received) !== 'object') return [{ kind: 'type', path, expectedType: 'object', received }]
      return compareObject(node, received as JsonObject, path, context)
  }
}

function missing(path: Path, expected: unknown): Mismatch {
  return { kind: 'missing', path, expected }
}

/** Whether a Jest/Vitest asymmetric matcher accepts `received`; a matcher that throws does not. */
export function asymmetricMatches(matcher: AsymmetricMatcherLike, received: unknown): boolean {
  try {
    return matcher.asymmetricMatch(received) === true
  } catch /* Stryker disable next-line BlockStatement: without `return false` it returns undefined, also no match */ {
    return false
  }
}

function asymmetricMismatch(
  node: ExpectationNode & { kind: 'asymmetric' },
  received: JsonValue | undefined,
  path: Path,
): Mismatch {
  if (received === undefined) return missing(path, node.matcher)
  return { kind: 'value', path, expected: node.matcher, received, rule: 'asymmetric' }
}

function compareArray(
  items: readonly ExpectationNode[],
  received: readonly JsonValue[],
  path: Path,
  context: CheckContext,
): Mismatch[] {
  const out: Mismatch[] = []
  const shared = Math.min(items.length, received.length)
  for (let index = 0; index < shared; index++) {
    appendAll(out, compareField(items[index]!, received[index]!, [...path, index], context))
  }
  for (let index = shared; index < items.length; index++) {
    appendAll(out, compareField(items[index]!, undefined, [...path, index], context))
  }
  for (let index = shared; index < received.length; index++) {
    out.push({ kind: 'unexpected', path: [...path, index], received: received[index]! })
  }
  return out
}

function compareObject(
  node: ExpectationNode & { kind: 'object' },
  received: JsonObject,
  path: Path,
  context: CheckContext,
): Mismatch[] {
  const out: Mismatch[] = []
  const named = new Set<string>()
  for (const [key, child] of node.entries) {
    named.add(key)
    const value = Object.hasOwn(received, key) ? received[key] : undefined
    appendAll(out, compareField(child, value, [...path, key], context))
  }
  if (node.extra === 'forbid') {
    for (const key of Object.keys(received)) {
      if (!named.has(key)) out.push({ kind: 'unexpected', path: [...path, key], received: received[key]! })
    }
  }
  return out
}

/** Lists where two canonical JSON values differ (used when a plain expected value is not deep-equal). */
export function diffValues(expected: JsonValue, received: JsonValue, path: Path): Mismatch[] {
  const expectedType = jsonType(expected)
  const receivedType = jsonType(received)
  if (expectedType !== receivedType) return [{ kind: 'type', path, expected, expectedType, received }]
  if (expectedType === 'array') {
    const a = expected as JsonValue[]
    const b = received as JsonValue[]
    const out: Mismatch[] = []
    const shared = Math.min(a.length, b.length)
    for (let index = 0; index < shared; index++) {
      if (!jsonEqual(a[index]!, b[index]!)) appendAll(out, diffValues(a[index]!, b[index]!, [...path, index]))
    }
    for (let index = shared; index < a.length; index++) out.push(missing([...path, index], a[index]))
    for (let index = shared; index < b.length; index++) {
      out.push({ kind: 'unexpected', path: [...path, index], received: b[index]! })
    }
    return out
  }
  if (expectedType === 'object') {
    const a = expected as JsonObject
    const b = received as JsonObject
    const out: Mismatch[] = []
    for (const key of Object.keys(a)) {
      if (!Object.hasOwn(b, key)) out.push(missing([...path, key], a[key]))
      else if (!jsonEqual(a[key]!, b[key]!)) appendAll(out, diffValues(a[key]!, b[key]!, [...path, key]))
    }
    for (const key of Object.keys(b)) {
      if (!Object.hasOwn(a, key)) out.push({ kind: 'unexpected', path: [...path, key], received: b[key]! })
    }
    return out
  }
  return [{ kind: 'value', path, expected, received }]
}
