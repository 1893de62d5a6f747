import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { TestModule, Vitest } from 'vitest/node'
import {
  createSample,
  finalizeAggregate,
  score,
  stringifyAggregate,
  type TurnExpectation,
} from '../../src/index.js'
import ToolCallReporter, { collectRun, type ToolCallRecord } from '../../src/reporter/index.js'

/** A record as the setup entry writes it. */
function recordOf(expected: TurnExpectation, received: unknown, category?: string): ToolCallRecord {
  const graded = score(expected, received, category === undefined ? {} : { category })
  const { id: _id, mismatches: _mismatches, ...sample } = createSample({ id: '', score: graded })
  return { matcher: 'toMatchTurn', ...sample }
}

/** Just enough of a TestModule: tests with metadata. */
function moduleOf(...metas: object[]): TestModule {
  const tests = metas.map((meta, index) => ({ id: `t${index}`, meta: () => meta }))
  return { children: { allTests: () => tests.values() } } as unknown as TestModule
}

const refund = { name: 'refund', arguments: { order_id: 'o-1' } }
const refundCall = { name: 'refund', arguments: { order_id: 'o-1' } }
const wrongCall = { name: 'cancel', arguments: { order_id: 'o-1' } }

/** A reporter wired to a fake Vitest that keeps what it logs. */
function reporterOf(options: object, root = '/') {
  const logged: string[] = []
  const reporter = new ToolCallReporter(options)
  reporter.onInit({
    config: { root },
    logger: { log: (text: string) => logged.push(text) },
  } as unknown as Vitest)
  return { reporter, logged }
}

let dir = ''
afterEach(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true })
  dir = ''
})

describe('collectRun', () => {
  test('one sample per record; other metadata and malformed records are left out', () => {
    const modules = [
      moduleOf({ toolCalls: [recordOf(refund, [refundCall]), recordOf(refund, [wrongCall])] }, { other: 1 }),
      moduleOf({ toolCalls: [{ matcher: 'toMatchTurn' }, 'junk'] }, { toolCalls: 'junk' }),
    ]
    const run = collectRun(modules)
    expect(run).toMatchObject({ tests: 1, assertions: 2 })
    expect(run.aggregate.all).toMatchObject({ samples: 2, passes: 1 })
    expect(run.aggregate.tools).toEqual({ refund: { calls: 2, names: 1, arguments: expect.any(Object) } })
  })
})

describe('ToolCallReporter', () => {
  test('writes { aggregate, metrics } relative to the root, and prints the table', async () => {
    dir = await mkdtemp(join(tmpdir(), 'expect-tool-calls-reporter-'))
    const { reporter, logged } = reporterOf({ aggregate: 'out/aggregate.json' }, dir)
    const module = moduleOf({ toolCalls: [recordOf(refund, [refundCall], 'refunds')] })
    await reporter.onTestRunEnd([module])
    const { aggregate } = collectRun([module])
    const written = await readFile(join(dir, 'out', 'aggregate.json'), 'utf8')
    expect(written).toBe(stringifyAggregate({ aggregate, metrics: finalizeAggregate(aggregate) }))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^ Tool calls {2}1 graded assertion in 1 test, 1 passed \(100\.0%\)/)
  })

  test('GITHUB_STEP_SUMMARY: appends the pass rate, the categories and the failed assertions as Markdown', async () => {
    dir = await mkdtemp(join(tmpdir(), 'expect-tool-calls-reporter-'))
    const summary = join(dir, 'summary.md')
    await writeFile(summary, 'before\n')
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary)
    try {
      const { reporter } = reporterOf({ quiet: true })
      await reporter.onTestRunEnd([
        moduleOf({
          toolCalls: [
            recordOf(refund, [refundCall], 'refunds'),
            {
              ...recordOf(refund, [wrongCall], 'refunds'),
              first: { kind: 'name', path: ['calls', 0, 'name'] },
            },
          ],
        }),
      ])
    } finally {
      vi.unstubAllEnvs()
    }
    const markdown = await readFile(summary, 'utf8')
    expect(markdown).toMatch(
      /^before\n### expect-tool-calls \(Vitest\)\n\n\*\*1 of 2 samples passed \(50\.0 %\)\*\*/,
    )
    expect(markdown).toContain('| refunds | 2 | 1 | 50.0 % |')
    expect(markdown).toMatch(/^\| t0 \| 0\.\d{3} \| name at calls\[0\]\.name \|$/m)
  })

  test('without GITHUB_STEP_SUMMARY, no summary file is touched', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '')
    try {
      const { reporter, logged } = reporterOf({ quiet: true })
      await reporter.onTestRunEnd([moduleOf({ toolCalls: [recordOf(refund, [wrongCall])] })])
      expect(logged).toEqual([])
    } finally {
      vi.unstubAllEnvs()
    }
  })

  test('quiet: prints nothing', async () => {
    const { reporter, logged } = reporterOf({ quiet: true })
    await reporter.onTestRunEnd([moduleOf({ toolCalls: [recordOf(refund, [refundCall])] })])
    expect(logged).toEqual([])
  })

  test('says so when nothing was recorded', async () => {
    const { reporter, logged } = reporterOf({})
    await reporter.onTestRunEnd([moduleOf({})])
    expect(logged).toEqual([
      " Tool calls  no graded assertions (are the tests run with setupFiles: ['expect-tool-calls/vitest']?)\n",
    ])
  })

  test.each([
    [{ aggregate: 3 }, /`aggregate` must be a file path/],
    [{ aggregate: '' }, /`aggregate` must be a file path/],
    [{ quiet: 'yes' }, /`quiet` must be true or false/],
    ['quiet', /options must be an object/],
  ])('rejects the options %j', (options, error) => {
    expect(() => new ToolCallReporter(options as never)).toThrow(error)
  })
})
