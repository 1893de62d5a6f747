import { isAsymmetricMatcher, isRule } from '../../expect/is-rule.js'
import type { JsonValue, Path } from '../../json/types.js'
import type { ResultLookup } from '../../match/run/types.js'
import type { Mismatch } from '../../mismatch.js'
import { formatPath } from '../../path.js'
import type { RunCall } from '../../read/run/types.js'
import { describeExpected } from '../describe-expected.js'
import { relatedPaths } from '../related-paths.js'
import { Placeholder, type View, ViewObject } from '../view.js'

/** The parts of a run call a diff shows, in this order, when the expectation names them. */
const PARTS = ['name', 'id', 'arguments', 'result', 'status'] as const

const OMIT = Symbol('omit')

/**
 * The two sides of a run call's diff. A rule (or asymmetric matcher) prints as its placeholder where it failed and
 * as the received value where it passed, so only genuine differences show; a `fromResult` that found a value prints
 * as that value. Only the parts the expectation names are shown.
 */
export function runCallViews(
  expected: unknown,
  received: RunCall,
  mismatches: readonly Mismatch[],
  lookups: readonly ResultLookup[],
): { expected: View; received: View } {
  const failing = relatedPaths(mismatches.map((mismatch) => mismatch.path))
  const found = new Map(
    lookups.flatMap((lookup) =>
      lookup.outcome.kind === 'found' ? [[formatPath(lookup.path), lookup.outcome.value] as const] : [],
    ),
  )
  const source = (expected ?? {}) as Record<string, unknown>
  const receivedParts: Record<string, JsonValue | undefined> = {
    name: received.name,
    id: received.id,
    arguments: received.arguments,
    result: received.result,
    status: received.status,
  }
  const expectedEntries: [string, View][] = []
  const receivedEntries: [string, View][] = []
  for (const part of PARTS) {
    if (source[part] === undefined) continue
    const value = receivedParts[part]
    const view = valueView(source[part], value, [part], failing, found)
    if (view !== OMIT) expectedEntries.push([part, view])
    if (value !== undefined) receivedEntries.push([part, receivedView(source[part], value, [part], failing)])
  }
  return { expected: new ViewObject(expectedEntries), received: new ViewObject(receivedEntries) }
}

/**
 * One expected value as the diff shows it beside `received`: the answer's and a result's rules as placeholders where
 * they failed, the received value where they passed.
 */
export function expectedValueView(
  expected: unknown,
  received: JsonValue | undefined,
  path: Path,
  mismatches: readonly Mismatch[],
): View {
  const view = valueView(
    expected,
    received,
    path,
    relatedPaths(mismatches.map((item) => item.path)),
    new Map(),
  )
  return view === OMIT ? new Placeholder('<absent>') : view
}

/**
 * The received value beside an expected one: in an object the expectation lists, only the keys it lists and those
 * that differ (an argument it lets through is not a difference).
 */
function receivedView(
  expected: unknown,
  received: JsonValue,
  path: Path,
  failing: (path: Path) => boolean,
): View {
  if (isRule(expected) || isAsymmetricMatcher(expected) || expected === null || typeof expected !== 'object')
    return received
  if (Array.isArray(expected) || Array.isArray(received) || received === null || typeof received !== 'object')
    return received
  const entries: [string, View][] = []
  for (const key of Object.keys(received).sort()) {
    const inner = [...path, key]
    if (!Object.hasOwn(expected, key) && !failing(inner)) continue
    entries.push([
      key,
      receivedView((expected as Record<string, unknown>)[key], received[key]!, inner, failing),
    ])
  }
  return new ViewObject(entries)
}

function valueView(
  expected: unknown,
  received: JsonValue | undefined,
  path: Path,
  failing: (path: Path) => boolean,
  found: ReadonlyMap<string, JsonValue>,
): View | typeof OMIT {
  if (isRule(expected) || isAsymmetricMatcher(expected)) {
    const value = found.get(formatPath(path))
    if (value !== undefined) return value
    if (failing(path)) return new Placeholder(describeExpected(expected))
    return received === undefined ? OMIT : received
  }
  if (Array.isArray(expected)) {
    const items = Array.isArray(received) ? received : []
    return expected.flatMap((item, index) => {
      const view = valueView(item, items[index], [...path, index], failing, found)
      return view === OMIT ? [] : [view]
    })
  }
  if (expected !== null && typeof expected === 'object') {
    const object =
      received !== null && typeof received === 'object' && !Array.isArray(received) ? received : undefined
    const entries: [string, View][] = []
    for (const key of Object.keys(expected).sort()) {
      const value = object !== undefined && Object.hasOwn(object, key) ? object[key] : undefined
      const view = valueView(
        (expected as Record<string, unknown>)[key],
        value,
        [...path, key],
        failing,
        found,
      )
      if (view !== OMIT) entries.push([key, view])
    }
    return new ViewObject(entries)
  }
  return expected as JsonValue
}
