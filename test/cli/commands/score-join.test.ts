// Seed 001's ID join and row checks: every violation is reported with file:line (and the path inside the row),
// all of them are listed, and nothing is written.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { entries, rawCall, run, tempDir, weather, writeJsonl } from '../helpers.js'

const ok = (id: string) => ({ id, expected: weather('Paris') })
const said = (id: string) => ({ id, prediction_raw: rawCall('Paris') })

interface Case {
  title: string
  manifest: unknown[]
  predictions: unknown[]
  /** Every line the report must contain. */
  lines: string[]
}

const cases: Case[] = [
  {
    title: 'duplicate manifest id',
    manifest: [ok('a'), ok('a')],
    predictions: [said('a')],
    lines: ['m.jsonl:2: id: duplicate id "a" (first at m.jsonl:1)'],
  },
  {
    title: 'duplicate prediction id',
    manifest: [ok('a')],
    predictions: [said('a'), said('a')],
    lines: ['p.jsonl:2: id: duplicate id "a" (first at p.jsonl:1)'],
  },
  {
    title: 'a repeat of an invalid prediction row is still a repeat',
    manifest: [ok('a')],
    predictions: [{ ...said('a'), note: 1 }, said('a')],
    lines: ['p.jsonl:1: unknown field "note"', 'p.jsonl:2: id: duplicate id "a" (first at p.jsonl:1)'],
  },
  {
    title: 'manifest id without a prediction',
    manifest: [ok('a'), ok('b')],
    predictions: [said('a')],
    lines: ['m.jsonl:2: no prediction for id "b"'],
  },
  {
    title: 'unknown prediction id',
    manifest: [ok('a')],
    predictions: [said('a'), said('zz')],
    lines: ['p.jsonl:2: id: id "zz" is not in the manifest'],
  },
  {
    title: 'unknown prediction field',
    manifest: [ok('a')],
    predictions: [{ ...said('a'), score: 1 }],
    lines: ['p.jsonl:1: unknown field "score"'],
  },
  {
    title: 'both predictions',
    manifest: [ok('a')],
    predictions: [{ ...said('a'), prediction: {} }],
    lines: ['p.jsonl:1: give "prediction_raw" or "prediction", not both'],
  },
  {
    title: 'wrong field types, each with its path',
    manifest: [ok('a')],
    predictions: [{ ...said('a'), truncated: 'yes', prompt_tokens: -1, generated_tokens: 1.5 }],
    lines: [
      'p.jsonl:1: truncated: must be true, false or null, got string',
      'p.jsonl:1: prompt_tokens: must be a whole number ≥ 0 or null, got number',
      'p.jsonl:1: generated_tokens: must be a whole number ≥ 0 or null, got number',
    ],
  },
  {
    title: 'prediction_raw that is not text',
    manifest: [ok('a')],
    predictions: [{ id: 'a', prediction_raw: { name: 'x' } }],
    lines: ['p.jsonl:1: prediction_raw: must be a string or null, got object'],
  },
  {
    title: 'malformed JSON lines',
    manifest: ['{"id": "a", "expected": ', ok('b')],
    predictions: [said('b'), '{"id": "a",}'],
    lines: ['m.jsonl:1: not valid JSON', 'p.jsonl:2: not valid JSON'],
  },
  {
    title: 'strict row parsing: duplicate keys and NaN',
    manifest: [ok('a'), ok('b')],
    predictions: ['{"id":"a","id":"b","prediction_raw":""}', '{"id":"b","prompt_tokens":NaN}'],
    lines: ['p.jsonl:1: duplicate key "id"', 'p.jsonl:2: non-finite number'],
  },
  {
    title: 'rows that are not objects',
    manifest: [ok('a'), '[1, 2]'],
    predictions: [said('a'), '"a"'],
    lines: [
      'm.jsonl:2: a row must be a JSON object, got array',
      'p.jsonl:2: a row must be a JSON object, got string',
    ],
  },
  {
    title: 'missing and malformed ids',
    manifest: [ok('a'), { id: 7, expected: weather('x') }, { expected: weather('x') }],
    predictions: [said('a'), { prediction_raw: '' }, { id: '', prediction_raw: '' }],
    lines: [
      'm.jsonl:2: id: must be a non-empty string, got number',
      'm.jsonl:3: missing field "id"',
      'p.jsonl:2: missing field "id"',
      'p.jsonl:3: id: must be a non-empty string, got string',
    ],
  },
  {
    title: 'manifest fields',
    manifest: [{ id: 'a' }, { ...ok('b'), category: 1, metadata: [] }, { ...ok('c'), tools: 'x' }],
    predictions: [said('a'), said('b'), said('c')],
    lines: [
      'm.jsonl:1: missing field "expected"',
      'm.jsonl:2: category: must be a string, got number',
      'm.jsonl:2: metadata: must be an object, got array',
      'm.jsonl:3: tools: must be a provider tool list (array) or { name: { schema } }, got string',
    ],
  },
  {
    title: 'malformed expectations name the path inside the row',
    manifest: [
      { id: 'a', expected: { name: 'f', arguments: { city: { $rule: 'nope' } } } },
      { id: 'b', expected: { name: 'f', arguments: { n: { $rule: 'number', value: 1, tolerance: -1 } } } },
      { id: 'c', expected: { calls: 'x' } },
    ],
    predictions: [said('a'), said('b'), said('c')],
    lines: [
      'm.jsonl:1: expected.arguments.city.$rule: invalid expectation: unknown rule "nope" (known in JSON: ',
      'm.jsonl:2: expected.arguments.n.tolerance: invalid expectation: number: tolerance must be ≥ 0',
      'm.jsonl:3: expected',
    ],
  },
  {
    title: 'an expectation is checked even when its prediction row is not usable',
    manifest: [{ id: 'a', expected: { name: 'f', arguments: { city: { $rule: 'nope' } } } }],
    predictions: [{ ...said('a'), extra: true }],
    lines: [
      'm.jsonl:1: expected.arguments.city.$rule: invalid expectation',
      'p.jsonl:1: unknown field "extra"',
    ],
  },
  {
    title: 'malformed tools of a row',
    manifest: [{ ...ok('a'), tools: { get_weather: { schema: { type: 'object' }, bogus: 1 } } }],
    predictions: [said('a')],
    lines: ['m.jsonl:1: tools.get_weather: invalid tools:'],
  },
]

function setUp(testCase: Pick<Case, 'manifest' | 'predictions'>) {
  const dir = tempDir()
  writeJsonl(join(dir, 'm.jsonl'), testCase.manifest)
  writeJsonl(join(dir, 'p.jsonl'), testCase.predictions)
  return dir
}

const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']

describe('score: join and row violations', () => {
  test.each(cases)('$title', async (testCase) => {
    const dir = setUp(testCase)
    const result = await run(dir, argv)
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    for (const line of testCase.lines) expect(result.stderr).toContain(line)
    const count = result.stderr.split('\n').filter((line) => /^[mp]\.jsonl:\d+: /.test(line)).length
    expect(result.stderr).toMatch(
      new RegExp(`^expect-tool-calls score: ${count} problems? in the input; nothing`),
    )
    // Nothing written: no output directory and no staging directory left beside it.
    expect(entries(dir)).toEqual(['m.jsonl', 'p.jsonl'])
  })

  test('every violation of a run is listed, sorted by file and line', async () => {
    const dir = setUp({
      manifest: [ok('a'), ok('a'), ok('b'), 'x'],
      predictions: [said('zz'), { ...said('a'), extra: 1 }, said('q')],
    })
    const { stderr } = await run(dir, argv)
    expect(stderr.split('\n').slice(1, -1)).toEqual([
      'm.jsonl:2: id: duplicate id "a" (first at m.jsonl:1)',
      'm.jsonl:3: no prediction for id "b"',
      'm.jsonl:4: not valid JSON (at column 1, near "x")',
      'p.jsonl:1: id: id "zz" is not in the manifest',
      'p.jsonl:2: unknown field "extra"',
      'p.jsonl:3: id: id "q" is not in the manifest',
    ])
  })

  test('past 50 violations the rest are counted', async () => {
    const dir = setUp({
      manifest: [ok('a')],
      predictions: [said('a'), ...Array.from({ length: 60 }, (_, i) => said(`u${i}`))],
    })
    const { code, stderr } = await run(dir, argv)
    expect(code).toBe(2)
    expect(stderr).toContain('expect-tool-calls score: 60 problems in the input')
    expect(stderr.match(/is not in the manifest/g)).toHaveLength(50)
    expect(stderr).toContain('… and 10 more (60 in all)')
  })

  test('a line that is not UTF-8', async () => {
    const dir = setUp({ manifest: [ok('a')], predictions: [] })
    writeFileSync(join(dir, 'p.jsonl'), Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d, 0x0a]))
    const { code, stderr } = await run(dir, argv)
    expect(code).toBe(2)
    expect(stderr).toContain('p.jsonl:1: the bytes are not valid UTF-8')
  })

  test('input files that cannot be read', async () => {
    const dir = tempDir()
    const { code, stderr } = await run(dir, argv)
    expect(code).toBe(2)
    expect(stderr).toContain('m.jsonl: cannot read the file: no such file')
    expect(stderr).toContain('p.jsonl: cannot read the file: no such file')
    expect(entries(dir)).toEqual([])
  })

  test('a --tools file that is not a tool set, with its path', async () => {
    const dir = setUp({ manifest: [ok('a')], predictions: [said('a')] })
    writeFileSync(join(dir, 't.json'), JSON.stringify({ get_weather: { schema: 5 } }))
    writeFileSync(join(dir, 'bad.json'), '{"get_weather": ')
    const bad = await run(dir, [...argv, '--tools', 'bad.json'])
    expect(bad.stderr).toContain('bad.json:1: not valid JSON')
    const wrong = await run(dir, [...argv, '--tools', 't.json'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toMatch(/t\.json: get_weather\.schema: invalid tools: /)
    expect(entries(dir)).toEqual(['bad.json', 'm.jsonl', 'p.jsonl', 't.json'])
  })
})
