/** Vitest snapshot plumbing the domain-snapshot API leaves out: hints, and skipping a slot. Types-only Vitest import. */
import type { MatcherResult, MatcherState, Snapshots } from 'vitest'
import { MatcherUsageError } from '../usage-error.js'

/** Vitest's domain snapshot adapter type, taken from `Snapshots` so that no other Vitest package is named. */
export type DomainAdapter = Parameters<typeof Snapshots.toMatchDomainSnapshot>[0]

/** Where a snapshot lives: in the snapshot file (optionally under a hint), or inline in the test source. */
export type Place =
  | { inline: false; hint: string | undefined }
  | { inline: true; snapshot: string | undefined }

type SyncResult = Exclude<MatcherResult, Promise<unknown>>

/**
 * `Snapshots.toMatchDomainSnapshot` has no hint; this does what it does (probe, mark as checked, match, reconcile)
 * through the public methods of the test file's `SnapshotState`, under the key `<test name> > <hint> <n>`.
 */
export function matchWithHint(
  state: MatcherState,
  adapter: DomainAdapter,
  received: unknown,
  name: string,
  hint: string,
): SyncResult {
  const snapshots = state.snapshotState
  const task = state.task
  if (snapshots === undefined || task === undefined) {
    throw new MatcherUsageError([], `${name} with a hint needs a running Vitest test`)
  }
  const captured = adapter.capture(received)
  const expectedSnapshot = snapshots.probeExpectedSnapshot({
    testName: `${task.fullTestName ?? task.name} > ${hint}`,
    testId: task.id,
    isInline: false,
  })
  expectedSnapshot.markAsChecked()
  const data = expectedSnapshot.data
  const matchResult = data ? adapter.match(captured, adapter.parseExpected(data)) : undefined
  const outcome = snapshots.processDomainSnapshot({
    testId: task.id,
    received: adapter.render(captured),
    expectedSnapshot,
    ...(matchResult === undefined ? {} : { matchResult }),
    isInline: false,
    assertionName: name,
  })
  return {
    pass: outcome.pass,
    message: () => `Snapshot \`${outcome.key}\` mismatched`,
    actual: outcome.actual.trim(),
    expected: outcome.expected?.trim(),
  }
}

/**
 * Takes this assertion's snapshot slot without writing or comparing: the counter moves on (later snapshots of the
 * test keep their keys) and a stored snapshot is marked as checked (so it is not reported obsolete, nor removed by
 * `-u`, because the input could not be read this time).
 */
export function skipSnapshot(state: MatcherState, place: Place): void {
  const snapshots = state.snapshotState
  const task = state.task
  if (snapshots === undefined || task === undefined) return
  const base = task.fullTestName ?? task.name
  const testName = !place.inline && place.hint !== undefined ? `${base} > ${place.hint}` : base
  snapshots
    .probeExpectedSnapshot({
      testName,
      testId: task.id,
      isInline: place.inline,
      ...(place.inline && place.snapshot !== undefined ? { inlineSnapshot: place.snapshot } : {}),
    })
    .markAsChecked()
}
