/**
 * The snapshot matchers for Vitest, built on Vitest's domain snapshots (4.1.4+): the snapshot file (or the inline
 * snapshot) stores the canonical calls — or the whole run — in the expectation language, later runs compare with the
 * rules a person wrote into it, and `-u` keeps the rules that still match. Earlier Vitest (3.2, 4.0) has no domain
 * snapshots: there `vitest-state-fallback.ts` does the same through the file's snapshot state. Only this file
 * imports Vitest at run time (its helpers import types only), so the snapshot core stays runner-neutral.
 */
import type { MatcherResult, MatcherState } from 'vitest'
import * as vitest from 'vitest'
import { hintOf } from '../matchers/context.js'
import { MatcherUsageError } from '../usage-error.js'
import type { CaptureFailure } from './capture-calls.js'
import type { SnapshotMatch } from './match-snapshot.js'
import { runSnapshotArguments } from './run/run-snapshot-arguments.js'
import { runSnapshotKind } from './run/run-snapshot-kind.js'
import { type SnapshotKind, toolCallKind } from './snapshot-kind.js'
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
  return matchDomainSnapshot(this, 'toMatchToolCallSnapshot', received, { inline: false, hint }, toolCallKind)
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
  const place = { inline: true, snapshot: inline } as const
  return matchDomainSnapshot(this, 'toMatchToolCallInlineSnapshot', received, place, toolCallKind)
}

/**
 * Passes when the whole run `received` matches the stored run snapshot (a run expectation in plain JSON: steps,
 * calls, results as their shape unless `{ results: 'full' }`, the answer), honouring hand-written rules; `-u`
 * rewrites only the parts that no longer match. Takes `(hint?)` or `(options, hint?)`.
 */
export function toMatchRunSnapshot(
  this: MatcherState,
  received: unknown,
  optionsOrHint?: unknown,
  hint?: unknown,
): MatcherResult {
  const given = runSnapshotArguments(optionsOrHint, hint, 'hint')
  const place = { inline: false, hint: given.text } as const
  return matchDomainSnapshot(this, 'toMatchRunSnapshot', received, place, runSnapshotKind(given.options))
}

/** As `toMatchRunSnapshot`, with the snapshot stored in the test source: `(snapshot?)` or `(options, snapshot?)`. */
export function toMatchRunInlineSnapshot(
  this: MatcherState,
  received: unknown,
  optionsOrSnapshot?: unknown,
  inline?: unknown,
): MatcherResult {
  const given = runSnapshotArguments(optionsOrSnapshot, inline, 'inline snapshot')
  const place = { inline: true, snapshot: given.text } as const
  return matchDomainSnapshot(
    this,
    'toMatchRunInlineSnapshot',
    received,
    place,
    runSnapshotKind(given.options),
  )
}

function matchDomainSnapshot<Captured extends { readonly ok: true }>(
  state: MatcherState,
  name: string,
  received: unknown,
  place: Place,
  kind: SnapshotKind<Captured>,
) {
  if (state.isNot) throw new MatcherUsageError([], `${name} cannot be used with .not`)
  const hint = () => hintOf(state, name, place.inline ? 'snapshot' : '')
  const captured = kind.capture(received)
  const fallback = state as unknown as VitestFallbackContext
  if (!captured.ok) {
    if (domainSnapshots === undefined) skipSnapshotSlot(fallback, place)
    else skipSnapshot(state, place)
    return { pass: false, message: () => `${hint()}\n\n${kind.describeFailure(captured.failure)}` }
  }
  if (domainSnapshots === undefined)
    return matchWithSnapshotState(fallback, name, captured, place, () => `${hint()}\n\n`, kind)
  let last: SnapshotMatch | undefined
  const snapshotName = nameOf(state, place, kind.noun)
  const render = (value: Captured | CaptureFailure) => {
    if (!value.ok) throw new Error(kind.describeFailure(value.failure))
    return kind.render(value)
  }
  const adapter: DomainAdapter = {
    name: kind.noun === 'run' ? 'run' : 'tool-calls',
    capture: (value: unknown) => (value === received ? captured : kind.capture(value)),
    render: (value: Captured | CaptureFailure) => withLineBreaks(render(value)),
    parseExpected: (text: string) => kind.parse(text, snapshotName),
    match(value: Captured | CaptureFailure, expected: ReturnType<typeof kind.parse>) {
      last = kind.match(value, expected)
      // Vitest writes `resolved` under `-u`: an update that must not happen fails here, before anything is written.
      if (last.refused !== undefined && updatesAll(state))
        throw Object.assign(new Error(`${hint()}\n\n${last.summary}\n\n${last.refused}`), {
          actual: withLineBreaks(last.resolved),
          expected: withLineBreaks(last.expected),
        })
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
    const refused = last?.refused === undefined ? '' : `\n\n${last.refused}`
    const words = () => (last === undefined ? notWritten(kind.render(captured)) : `${last.summary}${refused}`)
    return { ...outcome, message: () => `${hint()}\n\n${outcome.message()}\n\n${words()}` }
  }
  return result instanceof Promise ? result.then(explain) : explain(result)
}

/** Whether this run rewrites every snapshot that differs (`-u`). */
function updatesAll(state: MatcherState): boolean {
  const snapshots = state.snapshotState as unknown as Record<string, unknown> | undefined
  return snapshots?.snapshotUpdateState === 'all' || snapshots?._updateSnapshot === 'all'
}

function nameOf(state: MatcherState, place: Place, noun: string): string {
  const test = state.currentTestName ?? state.task?.name ?? 'this test'
  if (place.inline) return `the inline ${noun} snapshot of "${test}"`
  return `the ${noun} snapshot of "${test}"${place.hint === undefined ? '' : ` (${place.hint})`}`
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
