// examples/eval under the reporter, as a user runs it: the suite is green (known failures are `test.fails`), the
// table is printed, and aggregate.json holds exactly what batch scoring of the same manifest gives.
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  addSample,
  createSample,
  emptyAggregate,
  score,
  stringifyAggregate,
  type TurnExpectation,
} from '../../src/index.js'
import { CHILD_RUN_TIMEOUT, type ChildRun, runVitest, summaryOf } from './run-vitest.js'

const example = (path: string) => fileURLToPath(new URL(`../../examples/eval/${path}`, import.meta.url))
const load = (path: string): unknown => JSON.parse(readFileSync(example(path), 'utf8'))

let dir = ''
let run: ChildRun

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'expect-tool-calls-eval-'))
  const env = { EXPECT_TOOL_CALLS_AGGREGATE: join(dir, 'aggregate.json') }
  run = await runVitest(['run', '--config', example('vitest.config.ts')], env)
}, CHILD_RUN_TIMEOUT)

afterAll(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true })
})

test('the eval passes, known failures included, and prints its table', () => {
  expect(run.code).toBe(0)
  const summary = summaryOf(run.stdout)
  expect(summary).toMatch(/^ Tool calls {2}16 graded assertions in 16 tests, 11 passed \(68\.8%\)/)
  expect(summary).toMatch(
    /^ {3}failures: parse_failure 1, mismatch 4 \(read failures: arguments_not_json 1\)$/m,
  )
  expect(summary).toMatch(/^ {3}smalltalk {12}2 {3}50\.0% {7}— {10}—$/m)
})

test('aggregate.json is what batch scoring of the manifest gives', async () => {
  const rows = load('manifest.json') as { id: string; category: string; expected: TurnExpectation }[]
  let batch = emptyAggregate()
  for (const { id, category, expected } of rows) {
    const graded = score(expected, load(`predictions/${id}.json`), { category })
    batch = addSample(batch, createSample({ id, score: graded }))
  }
  const written = JSON.parse(await readFile(join(dir, 'aggregate.json'), 'utf8'))
  expect(stringifyAggregate(written.aggregate)).toBe(stringifyAggregate(batch))
})
