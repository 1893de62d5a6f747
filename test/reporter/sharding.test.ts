// The reporter under `vitest --shard` + `--reporter=blob` + `vitest --merge-reports`: the records travel in the
// tests' metadata, so the merged run prints the same table and writes the same bytes as the unsharded run.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CHILD_RUN_TIMEOUT, type ChildRun, runVitest, summaryOf } from './run-vitest.js'

const fixture = fileURLToPath(new URL('./fixtures/project', import.meta.url))

let dir = ''
let full: ChildRun
let shards: ChildRun[] = []
let merged: ChildRun

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'expect-tool-calls-reporter-'))
  const aggregate = (name: string) => ({ EXPECT_TOOL_CALLS_AGGREGATE: join(dir, name, 'aggregate.json') })
  const shard = (index: number) =>
    runVitest([
      'run',
      '--root',
      fixture,
      `--shard=${index}/2`,
      '--reporter=blob',
      `--outputFile=${join(dir, 'blobs', `blob-${index}.json`)}`,
    ])
  ;[full, ...shards] = await Promise.all([
    runVitest(['run', '--root', fixture], aggregate('full')),
    shard(1),
    shard(2),
  ])
  merged = await runVitest(
    ['run', '--root', fixture, '--merge-reports', join(dir, 'blobs')],
    aggregate('merged'),
  )
}, CHILD_RUN_TIMEOUT)

afterAll(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true })
})

describe('the fixture project', () => {
  test('fails as it should (some predictions are wrong) and prints the summary table', () => {
    expect(full.code).toBe(1)
    expect(summaryOf(full.stdout)).toMatchInlineSnapshot(`
      " Tool calls  15 graded assertions in 14 tests, 8 passed (53.3%) · profile default · expect-tool-calls-score-v3

         axis                  mean  over
         name accuracy        84.6%    13
         argument accuracy    72.7%    11
         abstention accuracy  50.0%     2
         decision accuracy    50.0%     2
         total                73.3%    15

         failures: parse_failure 1, mismatch 6 (read failures: not_json 1)

         tool         calls    name  arguments
         get_order        6  100.0%      80.0%
         get_weather      3  100.0%     100.0%
         refund           6   83.3%      66.7%

         category  assertions  passed    name  arguments
         lookups            5   60.0%   90.0%      70.0%
         refunds            4   50.0%  100.0%      75.0%
         weather            2   50.0%   75.0%      75.0%"
    `)
  })

  test('runs in two shards, each writing a blob', () => {
    expect(shards.map((run) => run.code)).toEqual([1, 1])
    expect(
      existsSync(join(dir, 'blobs', 'blob-1.json')) && existsSync(join(dir, 'blobs', 'blob-2.json')),
    ).toBe(true)
    for (const run of shards) expect(summaryOf(run.stdout)).toBe('')
  })
})

describe('merged from the shards', () => {
  test('prints the same table', () => {
    expect(merged.code).toBe(1)
    expect(summaryOf(merged.stdout)).toBe(summaryOf(full.stdout))
  })

  test('writes a byte-identical aggregate.json', async () => {
    const unsharded = await readFile(join(dir, 'full', 'aggregate.json'), 'utf8')
    expect(await readFile(join(dir, 'merged', 'aggregate.json'), 'utf8')).toBe(unsharded)
    const { metrics } = JSON.parse(unsharded)
    expect(metrics.summary).toMatchObject({ samples: 15, passes: 8 })
    expect(metrics.failures.counts).toMatchObject({ mismatch: 6, parse_failure: 1 })
  })
})
