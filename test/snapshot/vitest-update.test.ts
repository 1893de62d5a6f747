import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openAi } from './helpers.js'
import { openAiRun, support } from './run/helpers.js'

// A small Vitest project in a temporary folder, run by child `vitest run` processes: what the first run writes,
// how CI treats a missing snapshot, and that `-u` keeps hand-written rules while updating what changed.

const root = fileURLToPath(new URL('../..', import.meta.url))
const matchers = join(root, 'src/snapshot/vitest.ts')
let dir = ''

const TEST_FILE = [
  "import { readFileSync } from 'node:fs'",
  "import { expect, test } from 'vitest'",
  'import {',
  '  toMatchRunInlineSnapshot,',
  '  toMatchRunSnapshot,',
  '  toMatchToolCallInlineSnapshot,',
  '  toMatchToolCallSnapshot,',
  `} from ${JSON.stringify(matchers)}`,
  '',
  'expect.extend({ toMatchToolCallSnapshot, toMatchToolCallInlineSnapshot, toMatchRunSnapshot, toMatchRunInlineSnapshot })',
  "const read = (name) => readFileSync(new URL(name, import.meta.url), 'utf8')",
  '',
  "test('weather', () => {",
  "  expect(JSON.parse(read('weather.json'))).toMatchToolCallSnapshot()",
  '})',
  '',
  "test('inline', () => {",
  "  expect(JSON.parse(read('weather.json'))).toMatchToolCallInlineSnapshot()",
  '})',
  '',
  "test('flaky', () => {",
  "  expect(read('flaky.txt')).toMatchToolCallSnapshot()",
  '})',
  '',
  "test('run', () => {",
  "  expect(JSON.parse(read('run.json'))).toMatchRunSnapshot()",
  '})',
  '',
  "test('run inline', () => {",
  "  expect(JSON.parse(read('run.json'))).toMatchRunInlineSnapshot({ results: 'full' })",
  '})',
  '',
].join('\n')

interface Run {
  status: number | null
  results: Record<string, { status: string; message: string }>
}

/** The child's tests and hooks get all the time a loaded machine needs (they are bounded by this test's timeout). */
const PATIENT = ['--testTimeout=600000', '--hookTimeout=600000']

function run(update: 'new' | 'all' | 'none' | undefined): Run {
  const config = join(dir, 'vitest.config.mjs')
  const args = ['run', '--root', dir, '--config', config, '--pool=threads', '--reporter=json', ...PATIENT]
  if (update !== undefined) args.push(`--update=${update}`)
  args.push(`--outputFile=${join(dir, 'report.json')}`)
  const child = spawnSync(join(root, 'node_modules/.bin/vitest'), args, {
    cwd: dir,
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
    // No kill timer: a loaded machine makes the child slow, never wrong; the test's own timeout bounds a hang.
  })
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
    testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[]
  }
  const results: Run['results'] = {}
  for (const file of report.testResults) {
    for (const item of file.assertionResults) {
      results[item.title] = { status: item.status, message: item.failureMessages.join('\n') }
    }
  }
  return { status: child.status, results }
}

const file = (name: string) => join(dir, name)
const read = (name: string) => readFileSync(file(name), 'utf8')
const snapshotFile = '__snapshots__/weather.test.ts.snap'
const weather = (city: string, unit: string, reason: string) =>
  JSON.stringify(openAi({ name: 'get_weather', arguments: { city, unit, reason } }))

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tool-call-snapshots-'))
  symlinkSync(join(root, 'node_modules'), file('node_modules'), 'dir')
  writeFileSync(file('vitest.config.mjs'), "export default { test: { include: ['weather.test.ts'] } }\n")
  writeFileSync(file('weather.test.ts'), TEST_FILE)
  writeFileSync(file('weather.json'), weather('Paris', 'celsius', 'the user asked'))
  writeFileSync(file('flaky.txt'), '{"name": "get_time", "arguments": {"zone": "CET"}}')
  writeFileSync(file('run.json'), JSON.stringify(openAiRun(support)))
})

/** The support run on another day: the confirmation worded otherwise, and 40 refunded instead of 42.50. */
function changedRun(): string {
  const [lookup, confirm, refund] = support.steps
  return JSON.stringify(
    openAiRun({
      ...support,
      steps: [
        lookup!,
        [{ ...confirm![0]!, arguments: { message: 'Shall I refund it?' } }],
        [{ ...refund![0]!, arguments: { order_id: 'A-77', amount: 40 } }],
      ],
    }),
  )
}

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true })
})

describe('toMatchToolCallSnapshot and toMatchRunSnapshot in a real Vitest run', () => {
  test('first run, hand edits, update keeps rules', { timeout: 600_000 }, () => {
    // Under CI, a missing snapshot fails and nothing is written.
    const ci = run(undefined)
    expect(ci.status).not.toBe(0)
    expect(ci.results.weather?.message).toContain('No snapshot is stored for this assertion')
    expect(ci.results.run?.message).toContain('No snapshot is stored for this assertion')
    expect(() => read(snapshotFile)).toThrow(/ENOENT/)
    expect(read('weather.test.ts')).toBe(TEST_FILE)

    // The first local run writes the file snapshots and the inline snapshot.
    const first = run('new')
    expect(first.status).toBe(0)
    const written = read(snapshotFile)
    expect(written).toContain('exports[`weather 1`] = `\n{\n  "arguments": {\n    "city": "Paris",')
    expect(written).toContain('exports[`flaky 1`]')
    expect(read('weather.test.ts')).toContain('toMatchToolCallInlineSnapshot(`\n    {\n      "arguments": {')
    expect(written).toContain('exports[`run 1`] = `\n{\n  "answer": "Refunded 42.50 EUR.",\n  "steps": [')
    expect(written).toContain(
      '"result": {\n        "$rule": "shape",\n        "value": {\n          "order": {',
    )
    // Options first, then the snapshot, as Vitest writes property matchers: results in full.
    expect(read('weather.test.ts')).toContain(
      'toMatchRunInlineSnapshot({ results: \'full\' }, `\n    {\n      "answer": "Refunded 42.50 EUR.",',
    )
    expect(read('weather.test.ts')).toContain('"refund_id": "R-1"')

    // A person loosens two fields by hand; the model then answers differently.
    const loosen = (text: string) =>
      text
        .replace('"city": "Paris"', '"city": {"$rule": "casefold", "value": "Paris"}')
        .replace('"reason": "the user asked"', '"reason": {"$rule": "ignore"}')
        .replace('"message": "Refund 42.50 EUR?"', '"message": {"$rule": "ignore"}')
    writeFileSync(file(snapshotFile), loosen(written))
    writeFileSync(file('weather.test.ts'), loosen(read('weather.test.ts')))
    writeFileSync(file('weather.json'), weather('PARIS', 'fahrenheit', 'asked again'))
    writeFileSync(file('flaky.txt'), '{"name": "get_time", "name": "get_date"}')
    writeFileSync(file('run.json'), changedRun())

    const failing = run('none')
    expect(failing.results.weather?.message).toContain(
      'arguments.unit: expected "celsius", received "fahrenheit"',
    )
    expect(failing.results.inline?.message).toContain(
      'arguments.unit: expected "celsius", received "fahrenheit"',
    )
    expect(failing.results.weather?.message).not.toMatch(/arguments\.(city|reason)/)
    expect(failing.results.flaky?.message).toContain('could not read the tool calls: duplicate key "name"')
    for (const name of ['run', 'run inline']) {
      expect(failing.results[name]?.message).toContain(
        'steps[2].calls[0].arguments.amount: expected 42.5, received 40',
      )
      expect(failing.results[name]?.message).not.toContain('arguments.message')
    }

    // `-u`: the rules that still match stay, the changed field is updated, the unreadable one is left alone.
    const updated = run('all')
    expect(updated.results.weather?.status).toBe('passed')
    expect(updated.results.inline?.status).toBe('passed')
    expect(updated.results.flaky?.status).toBe('failed')
    expect(updated.results.run?.status).toBe('passed')
    expect(updated.results['run inline']?.status).toBe('passed')
    const after = read(snapshotFile)
    expect(after).toContain(
      'exports[`weather 1`] = `\n{\n  "arguments": {\n    "city": {\n      "$rule": "casefold",\n      "value": "Paris"\n' +
        '    },\n    "reason": {\n      "$rule": "ignore"\n    },\n    "unit": "fahrenheit"\n  },\n  "name": "get_weather"\n}\n`;',
    )
    expect(after).toContain('exports[`flaky 1`] = `\n{\n  "arguments": {\n    "zone": "CET"')
    expect(after).toMatch(/exports\[`run 1`\][^;]*"message": \{\s+"\$rule": "ignore"\s+\}[^;]*"amount": 40,/)
    const source = read('weather.test.ts')
    expect(source).toMatch(
      /toMatchRunInlineSnapshot\(\{ results: 'full' \}, `[^`]*"message": \{\s+"\$rule": "ignore"\s+\}[^`]*"amount": 40,/,
    )
    expect(source).toMatch(/"city": \{\s+"\$rule": "casefold",\s+"value": "Paris"\s+\}/)
    expect(source).toContain('"unit": "fahrenheit"')
  })
})
