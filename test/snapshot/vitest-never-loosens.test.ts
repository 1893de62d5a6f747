import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openAi } from './helpers.js'
import { openAiRun, support, type TestRun } from './run/helpers.js'

// A small Vitest project run by child `vitest run` processes: `-u` keeps a hand-written serial order, refuses to
// drop a `never` entry the run now breaks (the test fails, the file is left as it was), and a tool-call snapshot
// of a run of several steps is a usage error naming toMatchRunSnapshot, while one step keeps working.

const root = fileURLToPath(new URL('../..', import.meta.url))
const matchers = join(root, 'src/snapshot/vitest.ts')
let dir = ''

const TEST_FILE = [
  "import { readFileSync } from 'node:fs'",
  "import { expect, test } from 'vitest'",
  `import { toMatchRunSnapshot, toMatchToolCallSnapshot } from ${JSON.stringify(matchers)}`,
  '',
  'expect.extend({ toMatchToolCallSnapshot, toMatchRunSnapshot })',
  "const read = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'))",
  '',
  "test('order', () => {",
  "  expect(read('turn.json')).toMatchToolCallSnapshot()",
  '})',
  '',
  "test('run', () => {",
  "  expect(read('run.json')).toMatchRunSnapshot()",
  '})',
  '',
  "test('several steps', () => {",
  "  expect(read('run.json')).toMatchToolCallSnapshot()",
  '})',
  '',
  "test('one step', () => {",
  "  expect(read('one-step.json')).toMatchToolCallSnapshot()",
  '})',
  '',
].join('\n')

/** The child's tests and hooks get all the time a loaded machine needs (they are bounded by this test's timeout). */
const PATIENT = ['--testTimeout=600000', '--hookTimeout=600000']

function run(update: 'new' | 'all' | 'none') {
  const args = ['run', '--root', dir, '--config', join(dir, 'vitest.config.mjs'), '--pool=threads']
  args.push('--reporter=json', ...PATIENT, `--update=${update}`, `--outputFile=${join(dir, 'report.json')}`)
  spawnSync(join(root, 'node_modules/.bin/vitest'), args, {
    cwd: dir,
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
  })
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
    testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[]
  }
  const results: Record<string, { status: string; message: string }> = {}
  for (const item of report.testResults.flatMap((file) => file.assertionResults))
    results[item.title] = { status: item.status, message: item.failureMessages.join('\n') }
  return results
}

const file = (name: string) => join(dir, name)
const read = (name: string) => readFileSync(file(name), 'utf8')
const snapshotFile = '__snapshots__/order.test.ts.snap'
const turn = (zone: string, swapped: boolean) => {
  const calls = [
    { name: 'get_time', arguments: { zone } },
    { name: 'get_weather', arguments: { city: 'Paris' } },
  ]
  return JSON.stringify(openAi(...(swapped ? [calls[1]!, calls[0]!] : calls)))
}
const withDeletion: TestRun = {
  ...support,
  steps: [...support.steps, [{ name: 'delete_account', arguments: { id: 'u-1' }, result: 'gone' }]],
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'never-loosens-'))
  symlinkSync(join(root, 'node_modules'), file('node_modules'), 'dir')
  writeFileSync(file('vitest.config.mjs'), "export default { test: { include: ['order.test.ts'] } }\n")
  writeFileSync(file('order.test.ts'), TEST_FILE)
  writeFileSync(file('turn.json'), turn('CET', false))
  writeFileSync(file('run.json'), JSON.stringify(openAiRun(support)))
  writeFileSync(file('one-step.json'), JSON.stringify(openAiRun({ steps: [support.steps[0]!] })))
})

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true })
})

describe('-u never loosens a snapshot (a real Vitest run)', () => {
  test('serial stays serial, a broken never refuses the update, several steps name toMatchRunSnapshot', {
    timeout: 600_000,
  }, () => {
    const first = run('new')
    expect(first.order?.status).toBe('passed')
    expect(first.run?.status).toBe('passed')
    expect(first['one step']?.status).toBe('passed')
    expect(first['several steps']?.status).toBe('failed')
    expect(first['several steps']?.message).toContain('this run has 3 steps: use toMatchRunSnapshot')
    const written = read(snapshotFile)
    expect(written).not.toContain('several steps')
    expect(written).toContain('"order": "parallel"')

    // A person makes the call snapshot serial and forbids delete_account in the run snapshot.
    const edited = written
      .replace('"order": "parallel"', '"order": "serial"')
      .replace(
        '"answer": "Refunded 42.50 EUR.",',
        '"answer": "Refunded 42.50 EUR.",\n  "never": [{"name": "delete_account"}],',
      )
    writeFileSync(file(snapshotFile), edited)
    // The model now swaps the calls with a changed zone, and deletes the account after refunding.
    writeFileSync(file('turn.json'), turn('UTC', true))
    writeFileSync(file('run.json'), JSON.stringify(openAiRun(withDeletion)))

    const updated = run('all')
    expect(updated.order?.status).toBe('passed')
    expect(updated.run?.status).toBe('failed')
    expect(updated.run?.message).toContain('The snapshot was not updated')
    expect(updated.run?.message).toContain('never[0] delete_account(…): called at steps[3].calls[0]')
    const after = read(snapshotFile)
    expect(after).toContain('"order": "serial"')
    expect(after).toMatch(/"zone": "UTC"[^`]*"get_time"/)
    expect(after).toContain('"name": "delete_account"')
    expect(after.slice(after.indexOf('exports[`run 1`]'))).toBe(
      edited.slice(edited.indexOf('exports[`run 1`]')),
    )

    // The serial order held: the calls in the other order fail the updated snapshot.
    writeFileSync(file('turn.json'), turn('UTC', false))
    const later = run('none')
    expect(later.order?.status).toBe('failed')
    expect(later.order?.message).toContain('order')
  })
})
