// Issue 7, data safety: a failure in the middle of a run (here injected into scoring and into the report) exits 1
// and leaves neither the output directory nor its staging directory.
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { entries, layout, run, smallRun, tempDir } from '../helpers.js'

const failures = vi.hoisted(() => ({ scoreAt: -1, scored: 0, report: false }))

vi.mock('../../../src/cli/commands/score-sample.js', async (original) => {
  const actual = await original<typeof import('../../../src/cli/commands/score-sample.js')>()
  return {
    ...actual,
    scoreSample: (...args: Parameters<typeof actual.scoreSample>) => {
      if (++failures.scored === failures.scoreAt) throw new Error('disk on fire')
      return actual.scoreSample(...args)
    },
  }
})

vi.mock('../../../src/cli/output/render-report-file.js', async (original) => {
  const actual = await original<typeof import('../../../src/cli/output/render-report-file.js')>()
  return {
    renderReportFile: (...args: Parameters<typeof actual.renderReportFile>) => {
      if (failures.report) throw new Error('renderer broke')
      return actual.renderReportFile(...args)
    },
  }
})

afterEach(() => {
  Object.assign(failures, { scoreAt: -1, scored: 0, report: false })
})

const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']

describe('score: a failure mid-run writes nothing', () => {
  test('scoring fails on the 5th sample', async () => {
    const dir = tempDir()
    smallRun(dir, 12)
    failures.scoreAt = 5
    const result = await run(dir, argv)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('expect-tool-calls score: internal error; nothing was written.')
    expect(result.stderr).toContain('disk on fire')
    expect(entries(dir)).toEqual(['m.jsonl', 'p.jsonl'])
  })

  test('the last output fails after samples.jsonl and aggregate.json were staged', async () => {
    const dir = tempDir()
    smallRun(dir, 12)
    failures.report = true
    expect((await run(dir, argv)).code).toBe(1)
    expect(entries(dir)).toEqual(['m.jsonl', 'p.jsonl'])
  })

  test('a failed merge writes nothing either', async () => {
    const dir = tempDir()
    smallRun(dir, 6)
    expect((await run(dir, argv)).code).toBe(0)
    failures.report = true
    expect((await run(dir, ['merge', 'out', '--out', 'merged'])).code).toBe(1)
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
  })

  test('with --force, the previous run stays in place when the new one fails', async () => {
    const dir = tempDir()
    smallRun(dir, 6)
    expect((await run(dir, argv)).code).toBe(0)
    failures.scoreAt = failures.scored + 3
    expect((await run(dir, [...argv, '--force'])).code).toBe(1)
    expect(entries(join(dir, 'out'))).toEqual(['aggregate.json', 'report.html', 'run.json', 'samples.jsonl'])
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
  })
})
