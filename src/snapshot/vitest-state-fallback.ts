/**
 * The snapshot matchers on Vitest before 4.1.4 (3.2, 4.0), which have no domain snapshot API: the comparison is
 * ours, and the file's `SnapshotState` (`this.snapshotState`) stores, counts, checks and rewrites the text, as the
 * Jest face does with jest-snapshot. Writing an inline snapshot needs Vitest's own call-site rewriting, which only
 * the domain API offers: there, a missing inline snapshot is a usage error and a stale one is edited by hand.
 */
import { colorsOf, type MatcherContextLike, type ToolCallMatcherResult } from '../matchers/context.js'
import { MatcherUsageError } from '../usage-error.js'
import { snapshotText, stripIndentation } from './jest-snapshot-state.js'
import type { SnapshotKind } from './snapshot-kind.js'
import type { Place } from './vitest-snapshot-state.js'

/**
 * The part of `@vitest/snapshot`'s `SnapshotState` (3.2 and 4.x) used here. `_counters`, `_snapshotData` and
 * `_uncheckedKeys` are private there but have held the per-test counters, the stored snapshots by key and the keys
 * not yet checked since Vitest 1; they are read, and a slot is skipped through them, never rewritten otherwise.
 */
export interface VitestSnapshotState {
  match(options: { testId: string; testName: string; received: unknown; isInline: boolean }): {
    pass: boolean
    key: string
    actual: string
    expected?: string | undefined
  }
  readonly _counters?: { get(key: string): number; increment(key: string): void }
  readonly _snapshotData?: Record<string, string>
  readonly _uncheckedKeys?: Set<string>
}

/** The part of Vitest's matcher context (3.2: no `task`; 4.x: with it) the fallback uses. */
export interface VitestFallbackContext extends MatcherContextLike {
  snapshotState?: VitestSnapshotState | undefined
  currentTestName?: string | undefined
  task?: { id: string; name: string; fullTestName?: string } | undefined
}

interface Slot {
  state: VitestSnapshotState
  counters: NonNullable<VitestSnapshotState['_counters']>
  data: Record<string, string>
  testName: string
  testId: string
  key: string
}

function slotOf(context: VitestFallbackContext, name: string, place: Place): Slot {
  const state = context.snapshotState
  const counters = state?._counters
  const data = state?._snapshotData
  if (state === undefined || counters === undefined || data === undefined) {
    throw new MatcherUsageError([], `${name} needs a running Vitest test (3.2 or later)`)
  }
  const base = context.task?.fullTestName ?? context.currentTestName ?? context.task?.name ?? ''
  const testName = !place.inline && place.hint !== undefined ? `${base} > ${place.hint}` : base
  // Vitest 3.2 gives matchers no task; the test name then stands for its id (only retries use the id).
  const testId = context.task?.id ?? testName
  return { state, counters, data, testName, testId, key: `${testName} ${counters.get(testName) + 1}` }
}

/**
 * Takes this assertion's file-snapshot slot without writing or comparing (the input could not be read): later
 * snapshots of the test keep their keys, and the stored one is neither reported obsolete nor removed by `-u`.
 */
export function skipSnapshotSlot(context: VitestFallbackContext, place: Place): void {
  if (place.inline || context.snapshotState?._counters === undefined) return
  const slot = slotOf(context, 'toMatchToolCallSnapshot', place)
  slot.counters.increment(slot.testName)
  slot.state._uncheckedKeys?.delete(slot.key)
}

/** Compares `captured` with the stored snapshot through `SnapshotState`; `header` starts every message. */
export function matchWithSnapshotState<Captured extends { readonly ok: true }>(
  context: VitestFallbackContext,
  name: string,
  captured: Captured,
  place: Place,
  header: () => string,
  kind: SnapshotKind<Captured>,
): ToolCallMatcherResult {
  if (place.inline) return matchInline(name, captured, place.snapshot, header, kind)
  const slot = slotOf(context, name, place)
  const stored = Object.hasOwn(slot.data, slot.key) ? slot.data[slot.key] : undefined
  const store = (text: string) =>
    slot.state.match({
      testId: slot.testId,
      testName: slot.testName,
      received: snapshotText(text),
      isInline: false,
    })
  if (stored === undefined) {
    const rendered = kind.render(captured)
    if (store(rendered).pass) return { pass: true, message: () => `${header()}The snapshot was written.` }
    return { pass: false, message: () => `${header()}${notWritten(rendered)}` }
  }
  const expectation = kind.parse(stored, `snapshot \`${slot.key}\``)
  const result = kind.match(captured, expectation, colorsOf(context))
  if (result.refused !== undefined) {
    // Nothing may be written: the slot is taken and the stored snapshot kept, as for a value that cannot be read.
    slot.counters.increment(slot.testName)
    slot.state._uncheckedKeys?.delete(slot.key)
    return {
      pass: false,
      message: () => `${header()}${result.summary}\n\n${result.refused}`,
      actual: result.resolved,
      expected: result.expected,
    }
  }
  // A match stores the text as it is (hand-written rules kept); a mismatch offers the resolved text, which `-u` keeps.
  const outcome = store(result.pass ? stored.trim() : result.resolved)
  if (result.pass || outcome.pass) {
    return {
      pass: true,
      message: () => `${header()}The snapshot ${result.pass ? 'matched' : 'was updated'}.`,
    }
  }
  return {
    pass: false,
    message: () => `${header()}${result.summary}`,
    actual: result.resolved,
    expected: result.expected,
  }
}

function matchInline<Captured extends { readonly ok: true }>(
  name: string,
  captured: Captured,
  inline: string | undefined,
  header: () => string,
  kind: SnapshotKind<Captured>,
): ToolCallMatcherResult {
  if (inline === undefined) {
    throw new MatcherUsageError(
      [],
      `${name} can write a new inline snapshot only on Vitest 4.1.4 or later; on this version, write it by hand ` +
        `or use ${kind.fileMatcher}. Received:\n${kind.render(captured)}`,
    )
  }
  const result = kind.match(captured, kind.parse(stripIndentation(inline), 'the inline snapshot'))
  if (result.pass) return { pass: true, message: () => `${header()}The snapshot matched.` }
  return {
    pass: false,
    message: () =>
      `${header()}${result.summary}\n\nVitest before 4.1.4 cannot rewrite inline ${kind.noun} snapshots (\`-u\` ` +
      'leaves this one): edit it by hand.',
    actual: result.resolved,
    expected: result.expected,
  }
}

function notWritten(rendered: string): string {
  return (
    'No snapshot is stored for this assertion, and this run writes none: in CI, Vitest writes new snapshots ' +
    `only with \`-u\`.\n\nReceived:\n${rendered}`
  )
}
