// `diff OLD NEW`: the old number beside the new per axis, category, tool and failure kind, and the flipped samples.
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { rawCall, run, tempDir, weather, writeJsonl } from '../helpers.js'

const manifest = [
  { id: 'a', expected: weather('Paris'), category: 'simple' },
  { id: 'b', expected: weather('Lyon'), category: 'simple' },
  { id: 'c', expected: { abstain: true }, category: 'chat' },
  { id: 'd', expected: weather('Rome'), category: 'chat' },
]

async function twoRuns(newProfile = 'default') {
  const dir = tempDir()
  writeJsonl(join(dir, 'm.jsonl'), manifest)
  writeJsonl(join(dir, 'old.jsonl'), [
    { id: 'a', prediction_raw: rawCall('Paris') },
    { id: 'b', prediction_raw: rawCall('Lille') },
    { id: 'c', prediction_raw: 'Glad to help.' },
    { id: 'd', prediction_raw: rawCall('Rome') },
  ])
  writeJsonl(join(dir, 'new.jsonl'), [
    { id: 'a', prediction_raw: rawCall('Nice') },
    { id: 'b', prediction_raw: rawCall('Lyon') },
    { id: 'c', prediction_raw: rawCall('Paris') },
    { id: 'd', prediction_raw: rawCall('Rome'), truncated: true },
  ])
  const score = (predictions: string, out: string, profile: string) =>
    run(dir, [
      'score',
      '--manifest',
      'm.jsonl',
      '--predictions',
      predictions,
      '--out',
      out,
      '--profile',
      profile,
    ])
  expect((await score('old.jsonl', 'old', 'default')).code).toBe(0)
  expect((await score('new.jsonl', 'new', newProfile)).code).toBe(0)
  return dir
}

describe('diff', () => {
  test('a table: old, new and the change, then the flipped samples', async () => {
    const dir = await twoRuns()
    const result = await run(dir, ['diff', 'old', 'new'])
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    const lines = result.stdout.split('\n')
    expect(lines.slice(0, 2)).toEqual([
      'old: old (profile default, expect-tool-calls-score-v3, 4 samples)',
      'new: new (profile default, expect-tool-calls-score-v3, 4 samples)',
    ])
    expect(lines).toContain('all samples')
    expect(lines.find((line) => line.startsWith('  pass rate'))).toMatch(
      /^ {2}pass rate +0\.7500 +0\.2500 +-0\.5000$/,
    )
    expect(lines).toContain('category chat')
    expect(lines).toContain('tool get_weather')
    expect(lines.find((line) => line.startsWith('  truncated'))).toMatch(/^ {2}truncated +0 +1 +\+1$/)
    expect(result.stdout).toContain('pass flipped: 3 to fail, 1 to pass\n')
    expect(result.stdout).toContain('  now failing (3): a, c, d\n  now passing (1): b\n')
  })

  test('--json: every row and every flipped id, deterministic', async () => {
    const dir = await twoRuns()
    const first = await run(dir, ['diff', 'old', 'new', '--json'])
    expect((await run(dir, ['diff', 'old', 'new', '--json'])).stdout).toBe(first.stdout)
    const diff = JSON.parse(first.stdout)
    expect(diff.flips).toEqual({ toFail: ['a', 'c', 'd'], toPass: ['b'], onlyOld: [], onlyNew: [] })
    expect(diff.notes).toEqual([])
    expect(diff.rows).toContainEqual({
      section: 'summary',
      group: 'all',
      metric: 'passRate',
      old: 0.75,
      new: 0.25,
      delta: -0.5,
    })
    expect(diff.rows).toContainEqual({
      section: 'category',
      group: 'chat',
      metric: 'abstention',
      old: 1,
      new: 0,
      delta: -1,
    })
    expect(diff.rows).toContainEqual({
      section: 'failure',
      group: 'all',
      metric: 'truncated',
      old: 0,
      new: 1,
      delta: 1,
    })
    // An axis that applies to neither run has no row.
    expect(diff.rows.some((row: { metric: string }) => row.metric === 'arabicPreservation')).toBe(false)
  })

  test('a changed profile is noted, both numbers kept; --limit cuts the id lists', async () => {
    const dir = await twoRuns('arabic')
    const result = await run(dir, ['diff', 'old', 'new', '--limit', '1'])
    expect(result.stdout).toContain(
      'note: the profile changed (default → arabic); the old numbers are kept beside the new',
    )
    expect(result.stdout).toContain('  now failing (3): a, … 2 more\n')
  })

  test('samples only in one run', async () => {
    const dir = await twoRuns()
    writeJsonl(join(dir, 'm2.jsonl'), [...manifest.slice(1), { id: 'e', expected: { abstain: true } }])
    writeJsonl(
      join(dir, 'p2.jsonl'),
      ['b', 'c', 'd', 'e'].map((id) => ({ id, prediction_raw: 'no call' })),
    )
    expect(
      (await run(dir, ['score', '--manifest', 'm2.jsonl', '--predictions', 'p2.jsonl', '--out', 'other']))
        .code,
    ).toBe(0)
    const diff = JSON.parse((await run(dir, ['diff', 'old', 'other', '--json'])).stdout)
    expect(diff.flips).toMatchObject({ onlyOld: ['a'], onlyNew: ['e'] })
  })

  test('data cannot drive the terminal: control characters in names and ids are escaped', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [
      { id: 'x\u001b[2J', expected: { abstain: true }, category: 'red\u001b[31m' },
    ])
    writeJsonl(join(dir, 'a.jsonl'), [{ id: 'x\u001b[2J', prediction_raw: 'no call' }])
    writeJsonl(join(dir, 'b.jsonl'), [{ id: 'x\u001b[2J', prediction_raw: rawCall('Paris') }])
    for (const name of ['a', 'b']) {
      expect(
        (await run(dir, ['score', '--manifest', 'm.jsonl', '--predictions', `${name}.jsonl`, '--out', name]))
          .code,
      ).toBe(0)
    }
    const { stdout } = await run(dir, ['diff', 'a', 'b'])
    expect(stdout).not.toContain('\u001b')
    expect(stdout).toContain('category red\\u001b[31m')
    expect(stdout).toContain('now failing (1): x\\u001b[2J')
  })

  test('usage errors and directories that are not runs', async () => {
    const dir = await twoRuns()
    expect((await run(dir, ['diff', 'old'])).code).toBe(2)
    expect((await run(dir, ['diff', 'old', 'new', '--limit', 'x'])).stderr).toContain(
      '--limit must be a whole number',
    )
    const missing = await run(dir, ['diff', 'old', 'nowhere'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('nowhere/aggregate.json: cannot read the file: no such file')
  })
})

describe('diff: hostile ids and names (issue 19, item 11)', () => {
  test('a 100 KB id is clipped and a right-to-left override is escaped, in the table and in --json', async () => {
    const dir = tempDir()
    const long = `x${'y'.repeat(100_000)}`
    const spoof = 'invoice\u202Efdp.exe'
    const category = 'cat\u2066\u001b[2J'
    const rows = [
      { id: long, expected: weather('Paris'), category },
      { id: spoof, expected: weather('Lyon'), category },
    ]
    writeJsonl(join(dir, 'm.jsonl'), rows)
    writeJsonl(join(dir, 'old.jsonl'), [
      { id: long, prediction_raw: rawCall('Paris') },
      { id: spoof, prediction_raw: rawCall('Paris') },
    ])
    writeJsonl(join(dir, 'new.jsonl'), [
      { id: long, prediction_raw: rawCall('Rome') },
      { id: spoof, prediction_raw: rawCall('Lyon') },
    ])
    for (const side of ['old', 'new'])
      expect(
        (await run(dir, ['score', '--manifest', 'm.jsonl', '--predictions', `${side}.jsonl`, '--out', side]))
          .code,
      ).toBe(0)
    const table = await run(dir, ['diff', 'old', 'new'])
    expect(table.code).toBe(0)
    expect(table.stdout).toContain(`now failing (1): x${'y'.repeat(119)}… (99881 more characters)`)
    expect(table.stdout).toContain('now passing (1): invoice\\u202efdp.exe')
    expect(table.stdout).toContain('category cat\\u2066\\u001b[2J')
    expect(table.stdout.length).toBeLessThan(5_000)
    const json = await run(dir, ['diff', 'old', 'new', '--json'])
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC must not survive either
    expect(json.stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u001b]/)
    expect(JSON.parse(json.stdout).flips.toPass).toEqual([spoof])
  })
})
