// `score` on a manifest of whole runs: the support agent's run expectation (in-order, a fromResult argument, a
// forbidden call, an answer) against the recorded runs of examples/, six of them with a planted bug. Every sample is
// scored and named by its first difference (step, call, field) in JUnit and the step summary; one headline number;
// the gate decides the exit code.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { readOut, run, scoreArgv, tempDir, writeJsonl } from '../helpers.js'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../examples/recorded/runs/${name}`, import.meta.url), 'utf8'))

/** The support agent's run expectation, as a manifest holds it (plain JSON). */
const supportAgent = {
  calls: [
    { name: 'find_orders', arguments: { email: 'dana@example.com', query: { $rule: 'ignore' } } },
    { name: 'request_confirmation', result: { confirmed: true } },
    {
      name: 'refund_order',
      arguments: {
        order_id: { $rule: 'fromResult', call: 'find_orders', path: 'orders[0].id' },
        amount: 18.9,
        reason: { $rule: 'oneOf', values: ['damaged', 'defective'] },
      },
      status: 'ok',
    },
  ],
  order: 'in-order',
  never: [{ name: 'delete_account' }],
  answer: { $rule: 'pattern', value: 'ORD-5581' },
}

/** Each sample: its recorded run, and the first difference its JUnit failure and summary row begin with. */
const SAMPLES: [id: string, file: string, first: string | undefined][] = [
  ['right', 'support-refund.json', undefined],
  [
    'wrong-id',
    'support-refund-wrong-order.json',
    "steps[2].calls[0].arguments.order_id: expected the value of find_orders's result at orders[0].id",
  ],
  [
    'no-confirmation',
    'support-refund-no-confirmation.json',
    'missing call request_confirmation(…) after steps[0].calls[0]',
  ],
  [
    'forbidden-call',
    'support-refund-deletes-account.json',
    'steps[3].calls[0]: delete_account(…) must never be called',
  ],
  [
    'tool-error',
    'support-refund-tool-error.anthropic.json',
    'steps[2].calls[0].status: expected &quot;ok&quot;, received &quot;error&quot;',
  ],
  ['no-answer', 'support-refund-no-answer.json', 'answer: missing (expected pattern(/ORD-5581/))'],
  ['swapped', 'support-refund-swapped.json', 'the calls were made, but not in this order'],
]

function write(dir: string) {
  writeJsonl(
    join(dir, 'm.jsonl'),
    SAMPLES.map(([id]) => ({ id, category: 'support', expected: supportAgent })),
  )
  writeJsonl(
    join(dir, 'p.jsonl'),
    SAMPLES.map(([id, file]) => ({ id, prediction: recorded(file) })),
  )
}

const argv = (...extra: string[]) => scoreArgv('--junit', 'junit.xml', ...extra)

describe('score: a manifest of runs', () => {
  test('every sample scored and named; JUnit, summary and run written; the gate fails the batch', async () => {
    const dir = tempDir()
    write(dir)
    const summary = join(dir, 'summary.md')
    const result = await run(dir, argv('--min-pass-rate', '0.5'), { env: { GITHUB_STEP_SUMMARY: summary } })
    expect(result.stderr).toContain('pass rate 14.3 % is below --min-pass-rate 50.0 %')
    expect(result.code).toBe(EXIT.gate)
    expect(result.stdout).toMatch(/^7 samples · 1 passed \(14\.3%\) · overall score \d\.\d{3} → out\n$/)
    for (const file of ['aggregate.json', 'run.json', 'samples.jsonl', 'report.html'])
      expect(existsSync(join(dir, 'out', file)), file).toBe(true)
    const junit = readFileSync(join(dir, 'junit.xml'), 'utf8')
    const markdown = readFileSync(summary, 'utf8')
    for (const [id, , first] of SAMPLES) {
      if (first === undefined) {
        expect(junit).toContain(`<testcase classname="support" name="${id}"/>`)
        continue
      }
      expect(junit).toContain(`<failure message="${first}`)
      expect(markdown).toContain(`| ${id} |`)
    }
    // The step summary shows the same headline the CLI printed and gated on.
    const headline = /overall score (\d\.\d{3})/.exec(result.stdout)![1]
    expect(markdown).toContain(`overall score ${headline}`)
    expect(readOut(dir, 'out/report.html')).toContain('must never be called')
  })

  test('a gate the batch meets exits 0, the run written', async () => {
    const dir = tempDir()
    write(dir)
    const result = await run(dir, argv('--min-pass-rate', '0.1', '--quiet'))
    expect(result.code).toBe(EXIT.ok)
    expect(existsSync(join(dir, 'junit.xml'))).toBe(true)
  })

  test('a run-only batch without categories still has one headline score, and --min-score gates on it', async () => {
    const dir = tempDir()
    writeJsonl(join(dir, 'm.jsonl'), [{ id: 'a', expected: supportAgent }])
    writeJsonl(join(dir, 'p.jsonl'), [{ id: 'a', prediction: recorded('support-refund.json') }])
    const result = await run(dir, argv('--min-score', '0.9'))
    expect(result).toMatchObject({
      code: EXIT.ok,
      stdout: '1 samples · 1 passed (100.0%) · overall score 1.000 → out\n',
    })
    expect(readOut(dir, 'out/report.html')).not.toContain(
      '<div class="big na">n/a</div><div class="card-label">overall score',
    )
  })

  test('a failing run-only batch: the headline printed, the gate and the step summary are the same number', async () => {
    const dir = tempDir()
    writeJsonl(
      join(dir, 'm.jsonl'),
      SAMPLES.map(([id]) => ({ id, expected: supportAgent })),
    )
    writeJsonl(
      join(dir, 'p.jsonl'),
      SAMPLES.map(([id, file]) => ({ id, prediction: recorded(file) })),
    )
    const summary = join(dir, 'summary.md')
    const result = await run(dir, argv('--min-score', '0.99'), { env: { GITHUB_STEP_SUMMARY: summary } })
    expect(result.code).toBe(EXIT.gate)
    const headline = /· overall score (\d\.\d{3}) →/.exec(result.stdout)?.[1]
    expect(headline).toBeDefined()
    expect(Number(headline)).toBeLessThan(0.99)
    // The mean total of every sample: no category, so nothing else it could be.
    const { metrics } = JSON.parse(readOut(dir, 'out/aggregate.json'))
    expect(metrics.overall.score).toBeNull()
    expect(metrics.summary.total.mean.toFixed(3)).toBe(headline)
    expect(result.stderr).toContain(`overall score ${headline} is below --min-score 0.990`)
    expect(readFileSync(summary, 'utf8')).toContain(`overall score ${headline}`)
    // The HTML report shows it to two places, named the same, said to be the mean total of every sample.
    expect(readOut(dir, 'out/report.html')).toContain(
      `<div class="big">${metrics.summary.total.mean.toFixed(2)}</div><div class="card-label">overall score</div><div class="caption">mean total of 7 scored samples`,
    )
  })
})
