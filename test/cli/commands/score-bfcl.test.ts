// `score --bfcl DIR --predictions P`: BFCL result files scored against a (tiny, hand-written) BFCL data folder.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { entries, parseJsonl, readOut, run, tempDir, writeJsonl } from '../helpers.js'

/** Parsed JSON output, read loosely. */
// biome-ignore lint/suspicious/noExplicitAny: test reads of parsed JSON
type Json = Record<string, any>

const DATA = fileURLToPath(new URL('../bfcl/fixtures', import.meta.url))
const argv = (...extra: string[]) => ['score', '--bfcl', DATA, '--predictions', 'p.jsonl', ...extra]

/** One result row per fixture entry, in every format BFCL writes. */
const rows = [
  {
    id: 'simple_python_0',
    result: "[get_weather(city='paris', days=3)]",
    input_token_count: 12,
    latency: 0.4,
  },
  { id: 'simple_python_1', result: [{ 'math.hypot': '{"x": 3, "y": 5}' }], reasoning_content: '…' },
  { id: 'parallel_0', result: [{ get_weather: { city: 'Rome' } }, { get_weather: { city: 'Paris' } }] },
  { id: 'irrelevance_0', result: 'I can only give weather forecasts.' },
  { id: 'irrelevance_1', result: '[get_weather(city=Paris)]' },
  { id: 'live_simple_0-0-0', result: [{ book: { time: '12:00' } }] },
  { id: 'live_simple_1-1-0', result: '[{"book": "{\\"time\\": \\"12:00\\"}"}]' },
]

function setup(predictions: unknown[] = rows): string {
  const dir = tempDir()
  writeJsonl(join(dir, 'p.jsonl'), predictions)
  return dir
}

describe('score --bfcl: the accuracy table', () => {
  test('scores every format, prints per-category accuracy and the summary groups, writes nothing', async () => {
    const dir = setup()
    const result = await run(dir, argv())
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      'expect-tool-calls score: ignored (not an AST category this scorer reproduces): BFCL_v4_multi_turn_base.json\n',
    )
    expect(result.stdout).toMatchInlineSnapshot(`
      "BFCL accuracy · profile bfcl · 7 entries scored · 4 passed

      category        entries   passed   accuracy
      irrelevance           2        1     50.00%
      live_simple           2        1     50.00%
      parallel              1        1    100.00%
      simple_python         2        1     50.00%

      summary            accuracy   how
      non_live_simple      50.00%   unweighted mean of simple_python / simple (those run)
      non_live_ast            n/a   unweighted mean of non_live_simple, multiple, parallel, parallel_multiple; not run: multiple, parallel_multiple
      non_live_overall        n/a   unweighted mean of non_live_simple, multiple, parallel, parallel_multiple, irrelevance; not run: multiple, parallel_multiple
      live_ast                n/a   weighted by entries of live_simple, live_multiple, live_parallel, live_parallel_multiple; not run: live_multiple, live_parallel, live_parallel_multiple
      live_overall            n/a   weighted by entries of live_simple, live_multiple, live_parallel, live_parallel_multiple, live_irrelevance, live_relevance; not run: live_multiple, live_parallel, live_parallel_multiple, live_irrelevance, live_relevance
      relevance               n/a   unweighted mean of live_relevance; not run: live_relevance
      irrelevance             n/a   unweighted mean of irrelevance, live_irrelevance; not run: live_irrelevance

      1 entry could not be built from the BFCL data (counted as failed):
        live_simple_0-0-0: answer.ground_truth[0].book.time: no acceptable value (BFCL's answer lists none, so no output can pass)
      "
    `)
    expect(entries(dir)).toEqual(['p.jsonl'])
  })

  test('--json: one object, keys in a fixed order, categories not run without a number', async () => {
    const dir = setup(rows.filter((row) => row.id.startsWith('simple_python')))
    const result = await run(dir, argv('--json', '--quiet'))
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    const report = JSON.parse(result.stdout) as Record<string, unknown>
    expect(Object.keys(report)).toEqual([
      'format',
      'profile',
      'entries',
      'passed',
      'categories',
      'summary',
      'missing',
      'unbuildable',
      'ignored',
      'out',
    ])
    expect(report).toMatchObject({ format: 'expect-tool-calls-bfcl-v1', entries: 2, passed: 1, out: null })
    expect(report.categories).toEqual([
      { category: 'irrelevance', entries: 2, passed: null, accuracy: null },
      { category: 'live_simple', entries: 2, passed: null, accuracy: null },
      { category: 'parallel', entries: 1, passed: null, accuracy: null },
      { category: 'simple_python', entries: 2, passed: 1, accuracy: 0.5 },
    ])
  })

  test('--underscore-names: the model wrote math_hypot for math.hypot', async () => {
    const dir = setup([
      { id: 'simple_python_0', result: "get_weather(city='Paris')" },
      { id: 'simple_python_1', result: 'math_hypot(x=3, y=4)' },
    ])
    const plain = JSON.parse((await run(dir, argv('--json'))).stdout) as { passed: number }
    const renamed = JSON.parse((await run(dir, argv('--json', '--underscore-names'))).stdout) as {
      passed: number
    }
    expect([plain.passed, renamed.passed]).toEqual([1, 2])
  })

  test('--profile default is accepted; another profile is a usage error', async () => {
    const dir = setup()
    expect((await run(dir, argv('--profile', 'default', '--json'))).code).toBe(0)
    const bad = await run(dir, argv('--profile', 'arabic'))
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(
      /^expect-tool-calls score: unknown profile arabic for --bfcl \(use bfcl, default\)/,
    )
  })

  test('predictions as a folder: every *.json / *.jsonl file in sorted order', async () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'results'))
    writeJsonl(join(dir, 'results', 'BFCL_v4_simple_python_result.json'), rows.slice(0, 2))
    writeJsonl(join(dir, 'results', 'BFCL_v4_parallel_result.jsonl'), rows.slice(2, 3))
    writeJsonl(join(dir, 'results', 'notes.txt'), ['not a result'])
    const result = await run(dir, [
      'score',
      '--bfcl',
      DATA,
      '--predictions',
      'results',
      '--out',
      'out',
      '--quiet',
    ])
    expect(result.code).toBe(0)
    const ids = parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl')).map((sample) => sample.id)
    expect(ids).toEqual(['parallel_0', 'simple_python_0', 'simple_python_1'])
  })
})

describe('score --bfcl --out: the run directory', () => {
  test('writes the four files like score --manifest; samples carry categories and reasons', async () => {
    const dir = setup()
    const result = await run(dir, argv('--out', 'out'))
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/\nRun written to out\n$/)
    expect(entries(join(dir, 'out'))).toEqual(['aggregate.json', 'report.html', 'run.json', 'samples.jsonl'])
    const samples = parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))
    expect(samples.map((sample) => [sample.id, sample.category, sample.pass])).toEqual([
      ['simple_python_0', 'simple_python', true],
      ['simple_python_1', 'simple_python', false],
      ['parallel_0', 'parallel', true],
      ['irrelevance_0', 'irrelevance', true],
      ['irrelevance_1', 'irrelevance', false],
      ['live_simple_0-0-0', 'live_simple', false],
      ['live_simple_1-1-0', 'live_simple', true],
    ])
    expect(samples[0]!.tokens).toEqual({ prompt: 12 })
    expect(samples[4]).toMatchObject({
      failure: 'parse_failure',
      readFailure: 'python_syntax',
      mismatches: [{ kind: 'read_failure', failure: { position: { column: 19 }, token: 'Paris' } }],
    })
    expect(samples[5]!.metadata).toEqual({
      bfclUnbuildable:
        "answer.ground_truth[0].book.time: no acceptable value (BFCL's answer lists none, so no output can pass)",
    })
    const aggregate = JSON.parse(readOut(join(dir, 'out'), 'aggregate.json')) as Json
    expect(aggregate.profile).toBe('bfcl')
    expect(aggregate.metrics.summary).toMatchObject({ samples: 7, passes: 4 })
    expect(Object.keys(aggregate.metrics.categories).sort()).toEqual([
      'irrelevance',
      'live_simple',
      'parallel',
      'simple_python',
    ])
    const runFile = JSON.parse(readOut(join(dir, 'out'), 'run.json')) as Json
    expect(runFile).toMatchObject({
      command: 'score',
      mode: 'bfcl',
      profile: 'bfcl',
      samples: 7,
      unbuildable: 1,
    })
    expect(runFile.files.predictions).toHaveLength(1)
  })

  test('an existing output directory: exit 3, unless --force', async () => {
    const dir = setup()
    expect((await run(dir, argv('--out', 'out', '--quiet'))).code).toBe(0)
    expect((await run(dir, argv('--out', 'out', '--quiet'))).code).toBe(3)
    expect((await run(dir, argv('--out', 'out', '--quiet', '--force'))).code).toBe(0)
  })
})

describe('score --bfcl: the join', () => {
  test('every entry of a category run needs a prediction: listed as file:line, nothing written', async () => {
    const dir = setup(rows.filter((row) => row.id !== 'simple_python_1' && row.id !== 'irrelevance_0'))
    const result = await run(dir, argv('--out', 'out'))
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      [
        'expect-tool-calls score: 2 problems in the input; nothing was written.',
        `${join(DATA, 'BFCL_v4_irrelevance.json')}:1: no prediction for id "irrelevance_0"`,
        `${join(DATA, 'BFCL_v4_simple_python.json')}:2: no prediction for id "simple_python_1"`,
        '',
      ].join('\n'),
    )
    expect(entries(dir)).toEqual(['p.jsonl'])
  })

  test('--allow-missing: a missing prediction fails as missing_prediction', async () => {
    const dir = setup(rows.filter((row) => row.id !== 'simple_python_0'))
    const result = await run(dir, argv('--allow-missing', '--json', '--out', 'out'))
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout) as Json
    expect(report.missing).toEqual({ simple_python: 1 })
    expect(report.categories[3]).toEqual({ category: 'simple_python', entries: 2, passed: 0, accuracy: 0 })
    const samples = parseJsonl(readOut(join(dir, 'out'), 'samples.jsonl'))
    expect(samples.at(-1)).toMatchObject({
      id: 'simple_python_0',
      failure: 'missing_prediction',
      pass: false,
    })
  })

  test('unknown ids, repeated ids and malformed rows are violations of the predictions file', async () => {
    const dir = setup([
      ...rows,
      { id: 'simple_python_9', result: [] },
      rows[0],
      { id: 'x' },
      '{"id": 1, "result": []}',
      'nope',
    ])
    const result = await run(dir, argv())
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      [
        'expect-tool-calls score: 6 problems in the input; nothing was written.',
        'p.jsonl:8: id: id "simple_python_9" is not an entry of the BFCL data',
        'p.jsonl:9: id: duplicate id "simple_python_0" (first at p.jsonl:1)',
        'p.jsonl:10: missing field "result"',
        'p.jsonl:10: id: id "x" is not an entry of the BFCL data',
        'p.jsonl:11: id: must be a non-empty string, got number',
        'p.jsonl:12: not valid JSON (at column 1, near "nope")',
        '',
      ].join('\n'),
    )
  })
})

describe('score --bfcl: usage', () => {
  test.each([
    [['--manifest', 'm.jsonl'], '--bfcl and --manifest cannot be used together (give one)'],
    [['--tools', 't.json'], '--tools is for --manifest, not --bfcl'],
    [['--weights', 'w.json'], '--weights is for --manifest, not --bfcl'],
  ])('%s', async (extra, problem) => {
    const result = await run(setup(), argv(...extra))
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `expect-tool-calls score: ${problem}\nRun \`expect-tool-calls score --help\` for usage.\n`,
    })
  })

  test('--json and --underscore-names belong to --bfcl', async () => {
    const result = await run(tempDir(), [
      'score',
      '--manifest',
      'm',
      '--predictions',
      'p',
      '--out',
      'o',
      '--json',
    ])
    expect(result.stderr).toMatch(/^expect-tool-calls score: --json is for --bfcl, not --manifest\n/)
  })

  test('--bfcl needs --predictions; a folder without BFCL files is an input problem', async () => {
    const dir = tempDir()
    expect((await run(dir, ['score', '--bfcl', DATA])).stderr).toMatch(
      /^expect-tool-calls score: missing --predictions\n/,
    )
    writeJsonl(join(dir, 'p.jsonl'), rows)
    const result = await run(dir, ['score', '--bfcl', '.', '--predictions', 'p.jsonl'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('.: no question file of a supported category (BFCL_v4_<category>.json)')
  })
})
