// Issue 19, items 9–10: a shard's samples.jsonl is input like a prediction. Every line is checked against the
// sample schema while it is read: a tampered field is exit 2 with `file:line: field: problem`, never an internal
// error (exit 1) and never markup in the report.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { SAMPLE_ROW } from '../../../src/cli/input/sample-schema.js'
import { inTempDir, run, tempDir, writeJsonl } from '../helpers.js'
import { mixedRows } from '../mixed-rows.js'

async function scoredShard(dir: string, rows = 12) {
  const { manifest, predictions } = mixedRows(rows, 5)
  writeJsonl(join(dir, 'm.jsonl'), manifest)
  writeJsonl(join(dir, 'p.jsonl'), predictions)
  const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'a']
  expect((await run(dir, argv)).code).toBe(0)
  return join(dir, 'a', 'samples.jsonl')
}

function tamper(file: string, line: number, change: (sample: Record<string, unknown>) => void) {
  const lines = readFileSync(file, 'utf8').split('\n')
  const sample = JSON.parse(lines[line - 1]!)
  change(sample)
  lines[line - 1] = JSON.stringify(sample)
  writeFileSync(file, lines.join('\n'))
}

const firstFailing = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes('"pass":false') && line.includes('"mismatches":[{')) + 1

describe('merge: a tampered sample is a violation at file:line and its field', () => {
  // A sample as tests edit it: any field, any depth.
  // biome-ignore lint/suspicious/noExplicitAny: the tests write anything anywhere in a parsed sample
  test.each<[string, (sample: Record<string, any>) => void, string]>([
    ['a non-string category', (s) => (s.category = 7), 'category: not a sample as score writes it: '],
    [
      'no mismatches',
      (s) => delete s.mismatches,
      'mismatches: not a sample as score writes it: Invalid input: expected array',
    ],
    [
      'an unknown mismatch kind',
      (s) => (s.mismatches[0].kind = 'gremlin'),
      'mismatches[0].kind: not a sample as score writes it: ',
    ],
    [
      'a string total (markup)',
      (s) => (s.total = '"><meta http-equiv=refresh content="0;url=https://example.com">'),
      'total: not a sample as score writes it: ',
    ],
    ['an unknown read failure', (s) => (s.readFailure = 'gremlin'), 'readFailure: not a sample'],
    ['a path holding an object', (s) => (s.mismatches[0].path = [{}]), 'mismatches[0].path[0]: not a sample'],
    ['an axis above 1', (s) => (s.axes.functionSelection = 2), 'axes.functionSelection: not a sample'],
    ['an unknown field', (s) => (s.extra = 1), 'not a sample as score writes it: '],
    ['an empty id', (s) => (s.id = ''), 'id: not a sample'],
    ['a failure kind that is not one', (s) => (s.failure = 'oops'), 'failure: not a sample'],
  ])('%s', async (_, change, words) => {
    const dir = tempDir()
    const file = await scoredShard(dir)
    const line = firstFailing(file)
    tamper(file, line, change)
    const result = await run(dir, ['merge', 'a', '--out', 'merged'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`a/samples.jsonl:${line}: ${words}`)
    expect(result.stderr).not.toContain('internal error')
  })

  test('every sample score writes is one (the schema holds what createSample makes)', async () => {
    const dir = tempDir()
    const file = await scoredShard(dir, 60)
    for (const line of readFileSync(file, 'utf8').trim().split('\n'))
      expect(SAMPLE_ROW.safeParse(JSON.parse(line)).error).toBeUndefined()
  })

  test('property: any field replaced by any JSON value gives exit 0 or 2, never 1', async () => {
    const root = tempDir()
    const file = await scoredShard(root, 6)
    const original = readFileSync(file, 'utf8').split('\n')
    const fields = Object.keys(JSON.parse(original[0]!))
    await fc.assert(
      fc.asyncProperty(
        fc.nat(5),
        fc.constantFrom(...fields, 'mismatches.0', 'calls.0', 'decision', 'facts.keys'),
        fc.jsonValue({ maxDepth: 3 }),
        async (line, field, value) =>
          inTempDir(async (dir) => {
            const lines = [...original]
            const sample = JSON.parse(lines[line]!)
            const [head, index] = field.split('.')
            const holder = index === undefined ? sample : sample[head!]
            if (holder !== undefined && holder !== null) holder[index ?? head!] = value
            lines[line] = JSON.stringify(sample)
            const { mkdirSync, copyFileSync } = await import('node:fs')
            mkdirSync(join(dir, 'a'))
            for (const name of ['aggregate.json', 'run.json'])
              copyFileSync(join(root, 'a', name), join(dir, 'a', name))
            writeFileSync(join(dir, 'a', 'samples.jsonl'), lines.join('\n'))
            const result = await run(dir, ['merge', 'a', '--out', 'merged'])
            expect([0, 2]).toContain(result.code)
            if (result.code === 0) {
              const html = readFileSync(join(dir, 'merged', 'report.html'), 'utf8')
              expect(html.match(/<script/g)).toHaveLength(1)
              expect(html).not.toMatch(/<meta http-equiv="?refresh/i)
            }
          }),
      ),
      { numRuns: 60 },
    )
  })
})

describe('merge: a tampered aggregate.json is a violation too', () => {
  test('a category without a weight (the run was made with --weights): exit 2, not an internal error', async () => {
    const dir = tempDir()
    const { manifest, predictions } = mixedRows(8, 3)
    writeJsonl(join(dir, 'm.jsonl'), manifest)
    writeJsonl(join(dir, 'p.jsonl'), predictions)
    const categories = [...new Set(manifest.map((row) => row.category as string))]
    writeFileSync(
      join(dir, 'w.json'),
      JSON.stringify(Object.fromEntries(categories.map((name) => [name, 1]))),
    )
    const argv = [
      'score',
      '--manifest',
      'm.jsonl',
      '--predictions',
      'p.jsonl',
      '--weights',
      'w.json',
      '--out',
      'a',
    ]
    expect((await run(dir, argv)).code).toBe(0)
    const path = join(dir, 'a', 'aggregate.json')
    const file = JSON.parse(readFileSync(path, 'utf8'))
    delete file.categoryWeights[categories[0]!]
    writeFileSync(path, JSON.stringify(file))
    const result = await run(dir, ['merge', 'a', '--out', 'merged'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      'a/aggregate.json: not an expect-tool-calls run: a category of the aggregate has no weight at categoryWeights',
    )
  })
})

describe('a sample row stays small whatever the model sent (issue 19, item 4)', () => {
  test('20,000 calls and a 4 MB argument: a short samples.jsonl line that merge and diff read', async () => {
    const dir = tempDir()
    const big = 'z'.repeat(4_000_000)
    const calls = Array.from({ length: 20_000 }, (_, i) => ({
      name: `t${i % 7}`,
      arguments: { i, note: i === 0 ? big : 'n' },
    }))
    writeJsonl(join(dir, 'm.jsonl'), [{ id: 'huge', expected: { name: 'f', arguments: { x: [] } } }])
    writeJsonl(join(dir, 'p.jsonl'), [{ id: 'huge', prediction: calls }])
    const argv = (out: string) => ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', out]
    expect((await run(dir, argv('a'))).code).toBe(0)
    expect((await run(dir, argv('b'))).code).toBe(0)
    const line = readFileSync(join(dir, 'a', 'samples.jsonl'), 'utf8')
    expect(line.length).toBeLessThan(100_000)
    const sample = JSON.parse(line)
    expect(sample.mismatches).toHaveLength(20)
    expect(sample.mismatchesOmitted).toBeGreaterThan(19_000)
    expect((await run(dir, ['merge', 'a', '--out', 'merged'])).code).toBe(0)
    expect((await run(dir, ['diff', 'a', 'merged'])).code).toBe(0)
  })
})
