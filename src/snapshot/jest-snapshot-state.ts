import type { MatcherContextLike } from '../matchers/context.js'

/** What `SnapshotState.match` takes (jest-snapshot 30). */
export interface JestSnapshotMatchOptions {
  testName: string
  received: unknown
  isInline: boolean
  inlineSnapshot?: string
  error?: Error
  testFailing?: boolean
  testIdentity?: object
}

/** What `SnapshotState.match` returns. */
export interface JestSnapshotMatchResult {
  actual: string
  count: number
  expected?: string | undefined
  key: string
  pass: boolean
}

/**
 * The part of jest-snapshot's `SnapshotState` (`this.snapshotState` in a Jest matcher) the tool-call snapshot
 * matchers use. `_counters` and `_snapshotData` are private in jest-snapshot but have held the per-test counters and
 * the stored snapshots by key since Jest 20; the matchers read them (never write them) to find the stored text
 * before comparing, since `match` only compares text.
 */
export interface JestSnapshotState {
  match(options: JestSnapshotMatchOptions): JestSnapshotMatchResult
  fail(testName: string, received: unknown, key?: string, testIdentity?: object): string
  matched: number
  unmatched: number
  readonly _counters?: Map<string, number>
  readonly _snapshotData?: Record<string, string>
}

/** The part of Jest's matcher context the snapshot matchers use. */
export interface JestSnapshotContext extends MatcherContextLike {
  snapshotState?: JestSnapshotState | null
  currentTestName?: string | undefined
  currentConcurrentTestName?: () => string | undefined
  currentTestIdentity?: () => object | undefined
  testFailing?: boolean
  dontThrow?: () => void
  error?: Error
}

/**
 * The stored snapshot the next `match` of `testName` will compare with, and its key (`<test name> <n>`), read
 * without side effects. Throws when the state lacks the fields this relies on (an unsupported jest-snapshot).
 */
export function peekStoredSnapshot(state: JestSnapshotState, testName: string) {
  const counters = state._counters
  const data = state._snapshotData
  if (!(counters instanceof Map) || typeof data !== 'object' || data === null) {
    throw new Error('expect-tool-calls: this version of jest-snapshot is not supported (Jest 30 is)')
  }
  const key = `${testName} ${(counters.get(testName) ?? 0) + 1}`
  return { key, stored: Object.hasOwn(data, key) ? data[key] : undefined }
}

const ASYMMETRIC_MATCHER = Symbol.for('jest.asymmetricMatcher')

/**
 * A value that pretty-format prints as exactly `text` (through its asymmetric-matcher plugin, which prints
 * `toAsymmetricMatcher()`), so `SnapshotState.match` stores and compares our text as it is, with no serializer to
 * register.
 */
export function snapshotText(text: string): object {
  return {
    $$typeof: ASYMMETRIC_MATCHER,
    asymmetricMatch: (other: unknown) => other === text,
    toString: () => 'ToolCallSnapshot',
    toAsymmetricMatcher: () => text,
  }
}

/**
 * The text that `match` turns into exactly `stored` (it adds a line break around multi-line text), or
 * `undefined` when none does (a hand-edited multi-line snapshot without those line breaks).
 */
export function textStoredAs(stored: string): string | undefined {
  if (!stored.includes('\n')) return stored
  const inner = stored.slice(1, -1)
  return stored.startsWith('\n') && stored.endsWith('\n') && inner.includes('\n') ? inner : undefined
}

/**
 * Removes the indentation a formatter added to an inline snapshot, as Jest does before comparing: only when the
 * first and last lines are blank and every other non-empty line starts with the first one's indentation.
 */
export function stripIndentation(snapshot: string): string {
  const lines = snapshot.split('\n')
  if (lines.length < 3 || lines[0]!.trim() !== '' || lines.at(-1)!.trim() !== '') return snapshot
  const body = lines.slice(1, -1)
  const indentation = /^[^\S\n]*/.exec(body.find((line) => line.trim() !== '') ?? '')![0]
  if (indentation === '' || body.some((line) => line !== '' && !line.startsWith(indentation))) return snapshot
  return ['', ...body.map((line) => line.slice(line === '' ? 0 : indentation.length)), ''].join('\n')
}
