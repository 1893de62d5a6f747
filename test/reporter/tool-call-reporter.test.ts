import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { TestModule, Vitest } from 'vitest/node'
import {
  createSample,
  finalizeAggregate,
  matchRun,
  type RunExpectation,
  score,
  stringifyAggregate,
  type TurnExpectation,
} from '../../src/index.js'
import ToolCallReporter, { collectRun, formatSummary, type ToolCallRecord } from '../../src/reporter/index.js'
import { runRecord } from '../../src/reporter/run-record.js'

/** A record as the setup entry writes it. */
function recordOf(expected: TurnExpectation, received: unknown, category?: string): ToolCallRecord {
  const graded = score(expected, received, category === undefined ? {} : { category })
  const { id: _id, mismatches: _mismatches, ...sample } = createSample({ id: '', score: graded })
  return { matcher: 'toMatchTurn', ...sample }
}

/** A run assertion's record as the setup entry writes it. */
function runRecordOf(expected: RunExpectation, received: unknown, category?: string): ToolCallRecord {
  const verdict = matchRun(received, expected)
  const outcome = { engine: 'run' as const, matcher: 'toMatchRun', expectation: expected, options: undefined }
  return runRecord({ ...outcome, received, verdict }, category)
}

/** An AI SDK run: one step per call, each answered, then a text step. */
const agentRun = (...calls: [string, object][]) => ({
  steps: [
    ...calls.map(([name, input], index) => ({
      content: [
        { type: 'tool-call', toolCallId: `c${index}`, toolName: name, input },
        { type: 'tool-result', toolCallId: `c${index}`, toolName: name, input, output: 'ok' },
      ],
    })),
    { content: [{ type: 'text', text: 'done' }] },
  ],
})

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

describe('run assertions', () => {
  const lookup = { name: 'get_order', arguments: { id: 'A-1' } }
  const refundA1 = { name: 'refund', arguments: { id: 'A-1' } }
  const inOrder: RunExpectation = {
    calls: [lookup, refundA1],
    order: 'in-order',
    never: [{ name: 'delete' }],
  }

  test('graded beside call assertions: the run axes, their calls per tool, call F1 per category', () => {
    const modules = [
      moduleOf(
        {
          toolCalls: [
            runRecordOf(inOrder, agentRun(['get_order', { id: 'A-1' }], ['refund', { id: 'A-1' }]), 'runs'),
          ],
        },
        {
          toolCalls: [
            runRecordOf(inOrder, agentRun(['get_order', { id: 'A-1' }], ['refund', { id: 'B-2' }]), 'runs'),
          ],
        },
        { toolCalls: [recordOf(refund, [refundCall], 'turns')] },
      ),
    ]
    const run = collectRun(modules)
    expect(run).toMatchObject({ tests: 3, assertions: 3 })
    expect(formatSummary(finalizeAggregate(run.aggregate), run)).toMatchInlineSnapshot(`
      " Tool calls  3 graded assertions in 3 tests, 2 passed (66.7%) · profile default · expect-tool-calls-score-v3

         axis                 mean  over
         name accuracy      100.0%     1
         argument accuracy  100.0%     1
         call precision      75.0%     2
         call recall         75.0%     2
         call F1             75.0%     2
         never respected    100.0%     2
         efficiency          75.0%     2
         total               91.7%     3

         failures: mismatch 1

         tool       calls    name  arguments
         get_order      2  100.0%     100.0%
         refund         3  100.0%      66.7%

         category  assertions  passed    name  arguments  call F1
         runs               2   50.0%       —          —    75.0%
         turns              1  100.0%  100.0%     100.0%        —
      "
    `)
  })

  test('a run file alone: no call axis shown empty, the run axes graded', () => {
    const run = collectRun([
      moduleOf({ toolCalls: [runRecordOf({ loops: {} }, agentRun(['get_order', { id: 'A-1' }]))] }),
    ])
    const summary = formatSummary(finalizeAggregate(run.aggregate), run)
    expect(summary).toMatch(/^ Tool calls {2}1 graded assertion in 1 test, 1 passed \(100\.0%\)/)
    expect(summary).not.toContain('name accuracy')
    expect(summary).toMatch(/^ {3}loop free +100\.0% +1$/m)
    expect(summary).toMatch(/^ {3}efficiency +100\.0% +1$/m)
  })

  test('GITHUB_STEP_SUMMARY: a failed run assertion is named by its kind and place in the run', async () => {
    dir = await mkdtemp(join(tmpdir(), 'expect-tool-calls-reporter-'))
    const summary = join(dir, 'summary.md')
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary)
    try {
      const { reporter } = reporterOf({ quiet: true })
      await reporter.onTestRunEnd([
        moduleOf(
          {
            toolCalls: [
              runRecordOf(inOrder, agentRun(['get_order', { id: 'A-1' }], ['refund', { id: 'B-2' }])),
            ],
          },
          { toolCalls: [runRecordOf({ maxCalls: 0 }, agentRun(['get_order', { id: 'A-1' }]))] },
        ),
      ])
    } finally {
      vi.unstubAllEnvs()
    }
    const markdown = await readFile(summary, 'utf8')
    expect(markdown).toMatch(
      /^\| t0 \| 0\.\d{3} \| missing_call at steps\[1\]\.calls\[0\]\.arguments\.id \|$/m,
    )
    expect(markdown).toMatch(/^\| t1 \| 0\.\d{3} \| max_calls at the run \|$/m)
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
