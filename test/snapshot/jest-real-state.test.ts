import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { type JestSnapshotState, toMatchToolCallSnapshot } from '../../src/snapshot/jest.js'
import { openAi, weather } from './helpers.js'

// The Jest matchers against jest-snapshot's real `SnapshotState` (installed with Jest 30), file snapshots only:
// what is written, what passes, what `-u` keeps, and that nothing is reported obsolete after a read failure.

interface RealState extends JestSnapshotState {
  save(): { saved: boolean; deleted: boolean }
  getUncheckedCount(): number
  removeUncheckedKeys(): void
}
type StateClass = new (
  path: string,
  options: { updateSnapshot: 'all' | 'new' | 'none'; snapshotFormat: object; rootDir: string },
) => RealState

function loadState(): StateClass | undefined {
  try {
    return (createRequire(import.meta.url)('jest-snapshot') as { SnapshotState: StateClass }).SnapshotState
  } catch {
    return undefined
  }
}

const SnapshotState = loadState()
const dir = mkdtempSync(join(tmpdir(), 'jest-tool-call-snapshots-'))
const path = join(dir, 'weather.test.js.snap')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(update: 'all' | 'new' | 'none', received: unknown, testName = 'weather') {
  const state = new SnapshotState!(path, { updateSnapshot: update, snapshotFormat: {}, rootDir: dir })
  const result = toMatchToolCallSnapshot.call({ snapshotState: state, currentTestName: testName }, received)
  return { state, pass: result.pass, message: result.message() }
}

const call = (city: string, unit: string) =>
  openAi({ name: 'get_weather', arguments: { ...weather.arguments, city, unit } })

describe.skipIf(SnapshotState === undefined)('toMatchToolCallSnapshot with jest-snapshot 30', () => {
  test('write, loosen by hand, honour, update keeping rules, survive a read failure', () => {
    const first = run('new', call('Paris', 'celsius'))
    expect(first.pass).toBe(true)
    first.state.save()
    const written = readFileSync(path, 'utf8')
    expect(written).toContain('exports[`weather 1`] = `\n{\n  "arguments": {\n    "city": "Paris",')

    writeFileSync(path, written.replace('"city": "Paris"', '"city": {"$rule": "casefold", "value": "Paris"}'))
    const honoured = run('none', call('PARIS', 'celsius'))
    expect(honoured.pass).toBe(true)
    expect(honoured.state.getUncheckedCount()).toBe(0)

    const changed = run('none', call('paris', 'kelvin'))
    expect(changed.pass).toBe(false)
    expect(changed.message).toContain('arguments.unit: expected "celsius", received "kelvin"')

    const updated = run('all', call('paris', 'kelvin'))
    expect(updated.pass).toBe(true)
    updated.state.save()
    const after = readFileSync(path, 'utf8')
    expect(after).toContain('"city": {\n      "$rule": "casefold",\n      "value": "Paris"\n    }')
    expect(after).toContain('"unit": "kelvin"')

    const unreadable = run('all', '{"name": "a", "name": "b"}')
    expect(unreadable.pass).toBe(false)
    expect(unreadable.state.getUncheckedCount()).toBe(0)
    unreadable.state.removeUncheckedKeys()
    unreadable.state.save()
    expect(readFileSync(path, 'utf8')).toBe(after)
  })
})
