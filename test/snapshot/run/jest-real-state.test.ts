import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { type JestSnapshotState, toMatchRunSnapshot } from '../../../src/snapshot/jest.js'
import { openAiRun, support, type TestRun } from './helpers.js'

// The Jest run snapshot matcher against jest-snapshot's real `SnapshotState` (installed with Jest 30): what is
// written, what passes after a hand edit, what `-u` keeps, and that nothing is reported obsolete after a read failure.

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
const dir = mkdtempSync(join(tmpdir(), 'jest-run-snapshots-'))
const path = join(dir, 'refund.test.js.snap')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(update: 'all' | 'new' | 'none', received: unknown) {
  const state = new SnapshotState!(path, { updateSnapshot: update, snapshotFormat: {}, rootDir: dir })
  const result = toMatchRunSnapshot.call({ snapshotState: state, currentTestName: 'refund' }, received)
  return { state, pass: result.pass, message: result.message() }
}

const withConfirmation = (message: string, amount = 42.5): TestRun => ({
  ...support,
  steps: [
    support.steps[0]!,
    [{ name: 'confirm', arguments: { message }, result: { confirmed: true } }],
    [{ name: 'refund', arguments: { order_id: 'A-77', amount }, result: { refund_id: 'R-9' } }],
  ],
})

describe.skipIf(SnapshotState === undefined)('toMatchRunSnapshot with jest-snapshot 30', () => {
  test('write, loosen by hand, honour, update keeping rules, survive a read failure', () => {
    const first = run('new', openAiRun(support))
    expect(first.pass).toBe(true)
    first.state.save()
    const written = readFileSync(path, 'utf8')
    expect(written).toContain('exports[`refund 1`] = `\n{\n  "answer": "Refunded 42.50 EUR.",\n  "steps": [')

    writeFileSync(path, written.replace('"message": "Refund 42.50 EUR?"', '"message": {"$rule": "ignore"}'))
    const honoured = run('none', openAiRun(withConfirmation('Go ahead?')))
    expect(honoured.pass).toBe(true)
    expect(honoured.state.getUncheckedCount()).toBe(0)

    const changed = run('none', openAiRun(withConfirmation('Go ahead?', 40)))
    expect(changed.pass).toBe(false)
    expect(changed.message).toContain('steps[2].calls[0].arguments.amount: expected 42.5, received 40')

    const updated = run('all', openAiRun(withConfirmation('Go ahead?', 40)))
    expect(updated.pass).toBe(true)
    updated.state.save()
    const after = readFileSync(path, 'utf8')
    expect(after).toContain('"message": {\n          "$rule": "ignore"\n        }')
    expect(after).toContain('"amount": 40')

    const unreadable = run('all', [{ role: 'tool', tool_call_id: 'call_9', content: '{}' }])
    expect(unreadable.pass).toBe(false)
    expect(unreadable.state.getUncheckedCount()).toBe(0)
    unreadable.state.removeUncheckedKeys()
    unreadable.state.save()
    expect(readFileSync(path, 'utf8')).toBe(after)
  })

  test('-u never drops a never entry the run breaks: the update fails naming it, nothing is written', () => {
    const first = run('all', openAiRun(support))
    first.state.save()
    const stored = readFileSync(path, 'utf8').replace(
      '"answer": "Refunded 42.50 EUR.",',
      '"answer": "Refunded 42.50 EUR.",\n  "never": [{"name": "delete_account"}],',
    )
    writeFileSync(path, stored)
    const deleting: TestRun = {
      ...support,
      steps: [...support.steps, [{ name: 'delete_account', arguments: {}, result: 'gone' }]],
    }
    for (const update of ['all', 'none'] as const) {
      const refused = run(update, openAiRun(deleting))
      expect(refused.pass).toBe(false)
      expect(refused.message).toContain('never[0] delete_account(…): called at steps[3].calls[0]')
      expect(refused.state.getUncheckedCount()).toBe(0)
      refused.state.save()
      expect(readFileSync(path, 'utf8')).toBe(stored)
    }
    // A run that keeps to it updates as before, the entry kept.
    const kept = run('all', openAiRun(withConfirmation('Go ahead?', 40)))
    expect(kept.pass).toBe(true)
    kept.state.save()
    expect(readFileSync(path, 'utf8')).toContain('"name": "delete_account"')
  })
})
