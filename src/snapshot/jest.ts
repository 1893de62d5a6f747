/**
 * The snapshot matchers for Jest 30, on jest-snapshot's own `SnapshotState` (`this.snapshotState`): the same
 * snapshot file, keys, counters, `-u` / `--ci` handling, obsolete-snapshot tracking and inline-snapshot writing
 * as `toMatchSnapshot`, with our comparison instead of text equality. Imports nothing from Jest.
 */
import { diffLinesUnified } from 'jest-diff'
import { colorsOf, hintOf, type ToolCallMatcherResult } from '../matchers/context.js'
import { MatcherUsageError } from '../usage-error.js'
import { captureCalls } from './capture-calls.js'
import { describeCaptureFailure } from './describe-capture-failure.js'
import {
  type JestSnapshotContext,
  type JestSnapshotMatchOptions,
  peekStoredSnapshot,
  snapshotText,
  stripIndentation,
  textStoredAs,
} from './jest-snapshot-state.js'
import { matchSnapshot } from './match-snapshot.js'
import { parseSnapshot } from './parse-snapshot.js'
import { renderSnapshot } from './render-snapshot.js'

export type { JestSnapshotContext, JestSnapshotState } from './jest-snapshot-state.js'

type Place = { inline: false; hint: string | undefined } | { inline: true; snapshot: string | undefined }

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
  return matchToolCallSnapshot(this, 'toMatchToolCallSnapshot', received, { inline: false, hint })
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
  return matchToolCallSnapshot(this, 'toMatchToolCallInlineSnapshot', received, {
    inline: true,
    snapshot: inline === undefined ? undefined : stripIndentation(inline),
  })
}

function matchToolCallSnapshot(
  context: JestSnapshotContext,
  name: string,
  received: unknown,
  place: Place,
): ToolCallMatcherResult {
  if (context.testFailing !== true) context.dontThrow?.()
  if (context.isNot === true) throw new MatcherUsageError([], `${name} cannot be used with .not`)
  const state = context.snapshotState
  if (state === undefined || state === null) throw new Error(`${name}: the Jest snapshot state is missing`)
  const test = context.currentConcurrentTestName?.() ?? context.currentTestName ?? ''
  const hint = place.inline ? undefined : place.hint
  const testName = test !== '' && hint !== undefined ? `${test}: ${hint}` : test
  const testIdentity = context.currentTestIdentity?.()
  const { key, stored: fileSnapshot } = peekStoredSnapshot(state, testName)
  const stored = place.inline ? place.snapshot : fileSnapshot
  const header = () =>
    `${hintOf(context, name, place.inline ? 'snapshot' : '')}\n\nSnapshot name: \`${key}\`\n\n`
  const captured = captureCalls(received)
  if (!captured.ok) {
    state.fail(testName, received, undefined, testIdentity)
    return { pass: false, message: () => `${header()}${describeCaptureFailure(captured.failure)}` }
  }
  const options: Omit<JestSnapshotMatchOptions, 'received'> = {
    testName,
    isInline: place.inline,
    ...(place.inline && stored !== undefined ? { inlineSnapshot: stored } : {}),
    ...(context.error === undefined ? {} : { error: context.error }),
    ...(context.testFailing === true ? { testFailing: true } : {}),
    ...(testIdentity === undefined ? {} : { testIdentity }),
  }
  if (stored === undefined) {
    const rendered = renderSnapshot(captured.data)
    const outcome = state.match({ ...options, received: snapshotText(rendered) })
    if (outcome.pass) return { pass: true, message: () => `${header()}The snapshot matched.` }
    return { pass: false, message: () => `${header()}${notWritten(rendered)}` }
  }
  let expectation: ReturnType<typeof parseSnapshot>
  try {
    expectation = parseSnapshot(stored, `snapshot \`${key}\``)
  } catch (error) {
    state.fail(testName, received, undefined, testIdentity)
    throw error
  }
  const colors = colorsOf(context)
  const result = matchSnapshot(captured, expectation, colors)
  const text = result.pass ? (textStoredAs(stored) ?? result.expected) : result.resolved
  const outcome = state.match({ ...options, received: snapshotText(text) })
  if (result.pass) {
    if (!outcome.pass) {
      // The stored text is laid out in a way `match` cannot reproduce, but it matched: count it as matched.
      state.unmatched--
      state.matched++
    }
    return { pass: true, message: () => `${header()}The snapshot matched.` }
  }
  // With `-u`, jest-snapshot has just stored the resolved text and passes.
  if (outcome.pass) return { pass: true, message: () => `${header()}The snapshot was updated.` }
  const diff = diffLinesUnified(result.expected.split('\n'), result.resolved.split('\n'), {
    aAnnotation: 'Snapshot',
    bAnnotation: 'Received',
    aColor: colors.expected,
    bColor: colors.received,
    changeColor: (line) => line,
    commonColor: colors.dim,
    patchColor: colors.dim,
    contextLines: 5,
    expand: false,
  })
  return { pass: false, message: () => `${header()}${result.summary}\n\n${diff}` }
}

function notWritten(rendered: string): string {
  return (
    'The new snapshot was not written: with `--ci`, Jest writes snapshots only when `-u` is passed.\n\n' +
    `Received:\n${rendered}`
  )
}
