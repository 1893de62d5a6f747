/**
 * The snapshot matchers for Jest 30, on jest-snapshot's own `SnapshotState` (`this.snapshotState`): the same
 * snapshot file, keys, counters, `-u` / `--ci` handling, obsolete-snapshot tracking and inline-snapshot writing
 * as `toMatchSnapshot`, with our comparison instead of text equality. Imports nothing from Jest.
 */
import type { ToolCallMatcherResult } from '../matchers/context.js'
import { MatcherUsageError } from '../usage-error.js'
import { matchJestSnapshot } from './jest-snapshot-match.js'
import { type JestSnapshotContext, stripIndentation } from './jest-snapshot-state.js'
import { runSnapshotArguments } from './run/run-snapshot-arguments.js'
import { runSnapshotKind } from './run/run-snapshot-kind.js'
import { toolCallKind } from './snapshot-kind.js'

export type { JestSnapshotContext, JestSnapshotState } from './jest-snapshot-state.js'

/**
 * Passes when the canonical calls of `received` match the stored snapshot, honouring hand-written rules. New
 * snapshots are written unless Jest runs with `--ci`; `-u` rewrites only the parts that no longer match.
 * Unreadable input fails with the read-failure words and writes nothing.
 */
export function toMatchToolCallSnapshot(
  this: JestSnapshotContext,
  received: unknown,
  hint?: string,
): ToolCallMatcherResult {
  if (hint !== undefined && typeof hint !== 'string') {
    throw new MatcherUsageError([], 'the snapshot hint must be a string')
  }
  return matchJestSnapshot(this, 'toMatchToolCallSnapshot', received, { inline: false, hint }, toolCallKind)
}

/** As `toMatchToolCallSnapshot`, with the snapshot stored in the test source as the argument. */
export function toMatchToolCallInlineSnapshot(
  this: JestSnapshotContext,
  received: unknown,
  inline?: string,
): ToolCallMatcherResult {
  if (inline !== undefined && typeof inline !== 'string') {
    throw new MatcherUsageError([], 'the inline snapshot must be a string')
  }
  const snapshot = inline === undefined ? undefined : stripIndentation(inline)
  return matchJestSnapshot(
    this,
    'toMatchToolCallInlineSnapshot',
    received,
    { inline: true, snapshot },
    toolCallKind,
  )
}

/**
 * Passes when the whole run `received` matches the stored run snapshot (a run expectation in plain JSON: steps,
 * calls, results as their shape unless `{ results: 'full' }`, the answer), honouring hand-written rules; `-u`
 * rewrites only the parts that no longer match. Takes `(hint?)` or `(options, hint?)`.
 */
export function toMatchRunSnapshot(
  this: JestSnapshotContext,
  received: unknown,
  optionsOrHint?: unknown,
  hint?: unknown,
): ToolCallMatcherResult {
  const given = runSnapshotArguments(optionsOrHint, hint, 'hint')
  const place = { inline: false, hint: given.text } as const
  return matchJestSnapshot(this, 'toMatchRunSnapshot', received, place, runSnapshotKind(given.options))
}

/** As `toMatchRunSnapshot`, with the snapshot stored in the test source: `(snapshot?)` or `(options, snapshot?)`. */
export function toMatchRunInlineSnapshot(
  this: JestSnapshotContext,
  received: unknown,
  optionsOrSnapshot?: unknown,
  inline?: unknown,
): ToolCallMatcherResult {
  const given = runSnapshotArguments(optionsOrSnapshot, inline, 'inline snapshot')
  const snapshot = given.text === undefined ? undefined : stripIndentation(given.text)
  const kind = runSnapshotKind(given.options)
  return matchJestSnapshot(this, 'toMatchRunInlineSnapshot', received, { inline: true, snapshot }, kind)
}
