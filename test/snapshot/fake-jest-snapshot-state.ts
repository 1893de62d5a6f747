import { format, plugins } from 'pretty-format'
import type {
  JestSnapshotMatchOptions,
  JestSnapshotMatchResult,
  JestSnapshotState,
} from '../../src/snapshot/jest-snapshot-state.js'

type Update = 'all' | 'new' | 'none'

const addLineBreaks = (text: string) => (text.includes('\n') ? `\n${text}\n` : text)
const removeLineBreaks = (text: string) =>
  text.length > 2 && text.startsWith('\n') && text.endsWith('\n') ? text.slice(1, -1) : text

/**
 * A stand-in for jest-snapshot 30's `SnapshotState`, following its `match` and `fail` rules: counters per test
 * name, keys `<name> <n>`, text equality of pretty-format's output (with the real pretty-format and its
 * asymmetric-matcher plugin), and when to write for `-u` ('all'), a local run ('new') and `--ci` ('none').
 */
export class FakeSnapshotState implements JestSnapshotState {
  readonly _counters = new Map<string, number>()
  readonly _snapshotData: Record<string, string>
  readonly checked = new Set<string>()
  readonly inlineWrites: string[] = []
  readonly calls: JestSnapshotMatchOptions[] = []
  matched = 0
  unmatched = 0
  updated = 0
  added = 0

  constructor(
    data: Record<string, string>,
    readonly update: Update,
    readonly fileExists = Object.keys(data).length > 0,
  ) {
    this._snapshotData = { ...data }
  }

  match(options: JestSnapshotMatchOptions): JestSnapshotMatchResult {
    this.calls.push(options)
    const { count, key } = this.bump(options.testName)
    if (!(options.isInline && this._snapshotData[key] !== undefined)) this.checked.add(key)
    const serialized = addLineBreaks(
      format(options.received, {
        plugins: [plugins.AsymmetricMatcher],
        escapeRegex: true,
        printFunctionName: false,
      }),
    )
    const expected = options.isInline ? options.inlineSnapshot : this._snapshotData[key]
    const pass = expected === serialized
    const hasSnapshot = expected !== undefined
    if (pass && !options.isInline) this._snapshotData[key] = serialized
    const persisted = options.isInline || this.fileExists
    const write = () => {
      if (options.isInline) this.inlineWrites.push(serialized)
      else this._snapshotData[key] = serialized
    }
    if (
      (hasSnapshot && this.update === 'all') ||
      ((!hasSnapshot || !persisted) && (this.update === 'new' || this.update === 'all'))
    ) {
      if (this.update !== 'all') {
        write()
        this.added++
      } else if (pass) this.matched++
      else {
        if (hasSnapshot) this.updated++
        else this.added++
        write()
      }
      return { actual: '', count, expected: '', key, pass: true }
    }
    if (pass) {
      this.matched++
      return { actual: '', count, expected: '', key, pass: true }
    }
    this.unmatched++
    const shown = expected === undefined ? undefined : removeLineBreaks(expected)
    return { actual: removeLineBreaks(serialized), count, expected: shown, key, pass: false }
  }

  fail(testName: string): string {
    const { key } = this.bump(testName)
    this.checked.add(key)
    this.unmatched++
    return key
  }

  private bump(testName: string) {
    const count = (this._counters.get(testName) ?? 0) + 1
    this._counters.set(testName, count)
    return { count, key: `${testName} ${count}` }
  }
}
