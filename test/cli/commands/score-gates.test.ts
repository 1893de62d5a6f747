// The CI gates of `score`: a failing gate exits 4 after writing the run, and says which gate and why.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { layout, rawCall, run, smallRun, tempDir, writeJsonl } from '../helpers.js'

const argv = (out: string, ...gates: string[]) => [
  'score',
  '--manifest',
  'm.jsonl',
  '--predictions',
  'p.jsonl',
  '--out',
  out,
  '--quiet',
  ...gates,
]

describe('score: CI gates', () => {
  // smallRun: 9 samples, 6 pass (66.7 %); s2, s5, s8 (category error_recovery) fail.
  test('a pass rate at or above --min-pass-rate exits 0', async () => {
    const dir = tempDir()
    smallRun(dir)
    expect((await run(dir, argv('out', '--min-pass-rate', '0.6', '--min-score', '0.5'))).code).toBe(EXIT.ok)
  })

  test('below --min-pass-rate: exit 4, the run written, the gate named', async () => {
    const dir = tempDir()
    smallRun(dir)
    const result = await run(dir, argv('out', '--min-pass-rate', '0.9'))
    expect(result.code).toBe(EXIT.gate)
    expect(result.stderr).toBe(
      'expect-tool-calls score: 1 gate failed (the run is written):\npass rate 66.7 % is below --min-pass-rate 90.0 %\n',
    )
    expect(existsSync(join(dir, 'out', 'aggregate.json'))).toBe(true)
  })

  test('--baseline: a category that regressed fails, listing the samples that passed before', async () => {
    const dir = tempDir()
    const { predictions } = smallRun(dir)
    expect((await run(dir, argv('before'))).code).toBe(EXIT.ok)
    // s0 (simple) now calls the wrong city; s2 (error_recovery) now passes.
    const changed = predictions.map((row) =>
      row.id === 's0'
        ? { ...row, prediction_raw: rawCall('Rome') }
        : row.id === 's2'
          ? { ...row, prediction_raw: rawCall('Paris') }
          : row,
    )
    writeJsonl(join(dir, 'p.jsonl'), changed)
    const result = await run(dir, argv('after', '--baseline', 'before', '--max-regression', '0.2'))
    expect(result.code).toBe(EXIT.gate)
    expect(result.stderr).toContain('category "simple": pass rate 66.7 %, down from 100.0 % in the baseline')
    expect(result.stderr).toContain('passed in the baseline, failing now: s0\n')
    expect(result.stderr).not.toContain('error_recovery')
    // The same drop within the allowed regression passes.
    expect((await run(dir, argv('again', '--baseline', 'before', '--max-regression', '0.34'))).code).toBe(
      EXIT.ok,
    )
  })

  test.each([
    [['--min-pass-rate', '1.5'], '--min-pass-rate must be a number from 0 to 1 (got 1.5)'],
    [['--max-regression', '0.1'], '--max-regression needs --baseline RUN_DIR'],
    [['--baseline', 'nowhere'], '--baseline: cannot read'],
  ])('%j is bad usage (exit 2, nothing written)', async (gates, words) => {
    const dir = tempDir()
    smallRun(dir)
    const result = await run(dir, argv('out', ...gates))
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toContain(words)
    expect(existsSync(join(dir, 'out'))).toBe(false)
  })

  test('gates are for --manifest runs', async () => {
    const result = await run(tempDir(), [
      'score',
      '--bfcl',
      'data',
      '--predictions',
      'p',
      '--min-score',
      '0.5',
    ])
    expect(result.code).toBe(EXIT.usage)
    expect(result.stderr).toContain('--min-score is for --manifest, not --bfcl')
  })
})

describe('score: JUnit and the GitHub step summary', () => {
  test('--junit writes one test case per sample; GITHUB_STEP_SUMMARY gets the Markdown summary appended', async () => {
    const dir = tempDir()
    smallRun(dir)
    const summary = join(dir, 'summary.md')
    writeFileSync(summary, 'earlier step\n')
    const result = await run(dir, argv('out', '--junit', 'junit.xml', '--min-pass-rate', '0.9'), {
      env: { GITHUB_STEP_SUMMARY: summary },
    })
    expect(result.code).toBe(EXIT.gate)
    const xml = readFileSync(join(dir, 'junit.xml'), 'utf8')
    expect(xml.match(/<testcase /g)).toHaveLength(9)
    expect(xml.match(/<failure /g)).toHaveLength(3)
    expect(xml).toContain('<testsuite name="error_recovery" tests="3" failures="3" errors="0" skipped="0">')
    const markdown = readFileSync(summary, 'utf8')
    expect(markdown.startsWith('earlier step\n### expect-tool-calls score → `out`\n')).toBe(true)
    expect(markdown).toContain('**6 of 9 samples passed (66.7 %)**')
    expect(markdown).toContain('- ❌ pass rate 66.7 % is below --min-pass-rate 90.0 %')
    expect(markdown).toContain('| error_recovery | 3 | 0 | 0.0 % |')
    expect(markdown.match(/^\| s[258] \| /gm)).toHaveLength(3)
  })

  test('without GITHUB_STEP_SUMMARY or --junit nothing else is written', async () => {
    const dir = tempDir()
    smallRun(dir)
    expect((await run(dir, argv('out'), { env: {} })).code).toBe(EXIT.ok)
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
  })
})
