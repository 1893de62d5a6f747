/** The Jest snapshot matchers' one engine, on jest-snapshot's own `SnapshotState`; imports nothing from Jest. */
import type { JsonObject } from '../json/types.js'
import { colorsOf, hintOf, type ToolCallMatcherResult } from '../matchers/context.js'
import { jestDiff } from '../report/jest-diff.js'
import { MatcherUsageError } from '../usage-error.js'
import {
  type JestSnapshotContext,
  type JestSnapshotMatchOptions,
  peekStoredSnapshot,
  snapshotText,
  textStoredAs,
} from './jest-snapshot-state.js'
import type { SnapshotKind } from './snapshot-kind.js'

/** Where a snapshot lives: in the snapshot file (optionally under a hint), or inline in the test source. */
export type Place =
  | { inline: false; hint: string | undefined }
  | { inline: true; snapshot: string | undefined }

/**
 * One snapshot assertion on jest-snapshot's `SnapshotState`: capture `received` as `kind` says, then write (a new
 * snapshot, unless `--ci`), compare with the rules of the stored one, or, under `-u`, store the resolved text (the
 * hand-written rules that still hold, kept). Unreadable input fails with the read-failure words and writes nothing.
 */
export function matchJestSnapshot<Captured extends { readonly ok: true }>(
  context: JestSnapshotContext,
  name: string,
  received: unknown,
  place: Place,
  kind: SnapshotKind<Captured>,
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
  const captured = kind.capture(received)
  if (!captured.ok) {
    state.fail(testName, received, undefined, testIdentity)
    return { pass: false, message: () => `${header()}${kind.describeFailure(captured.failure)}` }
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
    const rendered = kind.render(captured)
    const outcome = state.match({ ...options, received: snapshotText(rendered) })
    if (outcome.pass) return { pass: true, message: () => `${header()}The snapshot matched.` }
    return { pass: false, message: () => `${header()}${notWritten(rendered)}` }
  }
  let expectation: JsonObject
  try {
    expectation = kind.parse(stored, `snapshot \`${key}\``)
  } catch (error) {
    state.fail(testName, received, undefined, testIdentity)
    throw error
  }
  const colors = colorsOf(context)
  const result = kind.match(captured, expectation, colors)
  if (result.refused !== undefined) {
    // An update that must not happen: the slot is taken, nothing is written, with `-u` or without.
    state.fail(testName, received, undefined, testIdentity)
    return { pass: false, message: () => `${header()}${result.summary}\n\n${result.refused}` }
  }
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
  const diff = jestDiff().diffLinesUnified(result.expected.split('\n'), result.resolved.split('\n'), {
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
