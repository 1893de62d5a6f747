import { describe, expect, test } from 'vitest'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { sampleRun } from '../../../src/score/run/sample-run.js'
import { scoreRun } from '../../../src/score/run/score-run.js'

/** An AI SDK run: one call per step, then the answer (none when undefined). */
function run(answer: string | undefined, ...calls: [name: string, result?: unknown, error?: boolean][]) {
  return {
    steps: [
      ...calls.map(([name, result = 'ok', error], i) => ({
        content: [
          { type: 'tool-call', toolCallId: `c${i}`, toolName: name, input: {} },
          error
            ? { type: 'tool-error', toolCallId: `c${i}`, toolName: name, input: {}, error: result }
            : { type: 'tool-result', toolCallId: `c${i}`, toolName: name, input: {}, output: result },
        ],
      })),
      ...(answer === undefined ? [] : [{ content: [{ type: 'text', text: answer }] }]),
    ],
  }
}

const claims: RunExpectation = {
  claims: [
    { when: 'refunded', requires: { name: 'refund_order' } },
    { when: 'emailed', requires: { name: 'send_email' } },
  ],
}

describe('claimsBacked: made claims backed over made claims', () => {
  test.each<[string, ReturnType<typeof run>, { made: number; backed: number } | null, number | null, number]>(
    [
      ['no claims made: does not apply, the check holds', run('Hello.'), { made: 0, backed: 0 }, null, 1],
      [
        'both made, both backed',
        run('Refunded. Emailed.', ['refund_order'], ['send_email']),
        { made: 2, backed: 2 },
        1,
        1,
      ],
      [
        'both made, one backed',
        run('Refunded. Emailed.', ['refund_order']),
        { made: 2, backed: 1 },
        0.5,
        0.5,
      ],
      [
        'one made twice, its call failed',
        run('Refunded! Yes, refunded.', ['refund_order', 'x', true]),
        { made: 2, backed: 0 },
        0,
        0,
      ],
      [
        'a negated sentence makes no claim',
        run('Not refunded. Emailed.', ['send_email']),
        { made: 1, backed: 1 },
        1,
        1,
      ],
      [
        'no answer: none made, the check fails with share 0',
        run(undefined, ['refund_order']),
        { made: 0, backed: 0 },
        null,
        0,
      ],
    ],
  )('%s', (_title, received, counts, axis, total) => {
    const result = scoreRun(claims, received)
    expect(result.run.counts.claims).toEqual(counts)
    expect(result.run.axes.claimsBacked).toBe(axis)
    expect(result.total).toBe(total)
    expect(result.pass).toBe(total === 1)
  })

  test('without claims the axis does not apply', () => {
    const result = scoreRun({ maxCalls: 3 }, run('Refunded.'))
    expect(result.run.counts.claims).toBeNull()
    expect(result.run.axes.claimsBacked).toBeNull()
  })

  test('acknowledgeErrors takes one share: 0 when it fails, so the total stays below 1', () => {
    const result = scoreRun(
      { maxCalls: 3, acknowledgeErrors: true },
      run('All done.', ['refund_order', 'x', true]),
    )
    expect(result.pass).toBe(false)
    expect(result.total).toBe(0.5)
  })
})

describe('runs not read, and generation failures', () => {
  test('a run that cannot be read made no claim: counts 0, the axis does not apply, the total is 0', () => {
    const result = scoreRun(claims, null)
    expect(result.run.counts.claims).toEqual({ made: 0, backed: 0 })
    expect(result.run.axes.claimsBacked).toBeNull()
    expect(result.total).toBe(0)
  })

  test('a generation failure counts no claim and no loop, and zeroes loopFree', () => {
    const scored = scoreRun({ ...claims, loops: {} }, run('Refunded.', ['refund_order']))
    expect(scored.run.counts).toMatchObject({ claims: { made: 1, backed: 1 }, loops: 0 })
    const sample = sampleRun(scored, true, false)
    expect(sample.counts).toMatchObject({ claims: { made: 0, backed: 0 }, loops: 0 })
    expect(sample.axes).toMatchObject({ claimsBacked: 0, loopFree: 0 })
  })
})
