/**
 * The snapshot matchers for Vitest, built on Vitest's domain snapshots (4.1.4+): the snapshot file (or the inline
 * snapshot) stores the canonical calls in the expectation language, later runs compare with the rules a person
 * wrote into it, and `-u` keeps the rules that still match. Earlier Vitest (3.2, 4.0) has no domain snapshots:
 * there `vitest-state-fallback.ts` does the same through the file's snapshot state. Only this file imports Vitest at
 * run time (its helpers import types only), so the snapshot core stays runner-neutral.
 */
import type { MatcherResult, MatcherState } from 'vitest'
import * as vitest from 'vitest'
import { hintOf } from '../matchers/context.js'
import { MatcherUsageError } from '../usage-error.js'
import { type CapturedCalls, captureCalls } from './capture-calls.js'
import { describeCaptureFailure } from './describe-capture-failure.js'
import type { SnapshotMatch } from './match-snapshot.js'
import { createSnapshotAdapter } from './snapshot-adapter.js'
import { type DomainAdapter, matchWithHint, type Place, skipSnapshot } from './vitest-snapshot-state.js'
import {
  matchWithSnapshotState,
  skipSnapshotSlot,
  type VitestFallbackContext,
} from './vitest-state-fallback.js'

/** Vitest's domain snapshot API, or `undefined` before Vitest 4.1.4 (read from the namespace: no link error). */
const domainSnapshots: typeof vitest.Snapshots | undefined = Reflect.get(vitest, 'Snapshots')

type SyncResult = Exclude<MatcherResult, Promise<unknown>>

/**
 * Passes when the canonical calls of `received` match the stored snapshot, honouring hand-written rules. The
 * first run writes the snapshot (never under `CI`, where a missing snapshot fails); `-u` rewrites only the parts
 * that no longer match. Unreadable input fails with the read-failure words and writes nothing.
 */
export function toMatchToolCallSnapshot(this: MatcherState, received: unknown, hint?: string): MatcherResult {
  if (hint !== undefined && typeof hint !== 'string') {
    throw new MatcherUsageError([], 'the snapshot hint must be a string')
  }
  return matchToolCallSnapshot(this, 'toMatchToolCallSnapshot', received, { inline: false, hint })
}

/** As `toMatchToolCallSnapshot`, with the snapshot stored in the test source as the argument. */
export function toMatchToolCallInlineSnapshot(
  this: MatcherState,
  received: unknown,
  inline?: string,
): MatcherResult {
  if (inline !== undefined && typeof inline !== 'string') {
    throw new MatcherUsageError([], 'the inline snapshot must be a string')
  }
  return matchToolCallSnapshot(this, 'toMatchToolCallInlineSnapshot', received, {
    inline: true,
    snapshot: inline,
  })
}

function matchToolCallSnapshot(state: MatcherState, name: string, received: unknown, place: Place) {
  if (state.isNot) throw new MatcherUsageError([], `${name} cannot be used with .not`)
  const hint = () => hintOf(state, name, place.inline ? 'snapshot' : '')
  const captured = captureCalls(received)
  const fallback = state as unknown as VitestFallbackContext
  if (!captured.ok) {
    if (domainSnapshots === undefined) skipSnapshotSlot(fallback, place)
    else skipSnapshot(state, place)
    return { pass: false, message: () => `${hint()}\n\n${describeCaptureFailure(captured.failure)}` }
  }
  if (domainSnapshots === undefined)
    return matchWithSnapshotState(fallback, name, captured, place, () => `${hint()}\n\n`)
  let last: SnapshotMatch | undefined
  const core = createSnapshotAdapter({ snapshotName: snapshotName(state, place) })
  const adapter: DomainAdapter = {
    name: core.name,
    capture: (value: unknown): CapturedCalls => (value === received ? captured : core.capture(value)),
    render: (value: CapturedCalls) => withLineBreaks(core.render(value)),
    parseExpected: core.parseExpected,
    match(value: CapturedCalls, expected: ReturnType<typeof core.parseExpected>) {
      last = core.match(value, expected)
      return {
        pass: last.pass,
        message: last.summary,
        resolved: withLineBreaks(last.resolved),
        expected: withLineBreaks(last.expected),
      }
    },
  }
  const result = place.inline
    ? domainSnapshots.toMatchDomainInlineSnapshot.call(state, adapter, received, place.snapshot)
    : place.hint === undefined
      ? domainSnapshots.toMatchDomainSnapshot.call(state, adapter, received)
      : matchWithHint(state, adapter, received, name, place.hint)
  const explain = (outcome: SyncResult): SyncResult => {
    if (outcome.pass) return outcome
    const words = () => (last === undefined ? notWritten(core.render(captured)) : last.summary)
    return { ...outcome, message: () => `${hint()}\n\n${outcome.message()}\n\n${words()}` }
  }
  return result instanceof Promise ? result.then(explain) : explain(result)
}

function snapshotName(state: MatcherState, place: Place): string {
  const test = state.currentTestName ?? state.task?.name ?? 'this test'
  if (place.inline) return `the inline tool-call snapshot of "${test}"`
  return `the tool-call snapshot of "${test}"${place.hint === undefined ? '' : ` (${place.hint})`}`
}

function notWritten(rendered: string): string {
  return (
    'No snapshot is stored for this assertion, and this run writes none: in CI, Vitest writes new snapshots ' +
    `only with \`-u\`.\n\nReceived:\n${rendered}`
  )
}

/** Multi-line snapshots start and end with a line break in the file, as Vitest's own snapshots do. */
function withLineBreaks(text: string): string {
  return text.includes('\n') ? `\n${text}\n` : text
}
