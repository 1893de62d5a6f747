import { describe, expect, test } from 'vitest'
import type { RunMismatch } from '../../../src/match/run/types.js'
import type { Run, RunCall } from '../../../src/read/run/types.js'
import { SAMPLE_MISMATCHES, SAMPLE_STRING } from '../../../src/score/abridge-mismatches.js'
import {
  abridgeRunMismatch,
  abridgeRunMismatches,
  TIMELINE_CALLS,
  TIMELINE_STEPS,
  timelineRecord,
} from '../../../src/score/run/abridge-run.js'

const extra = (call: number): RunMismatch => ({ kind: 'extra_call', at: { step: 0, call }, mode: 'exact' })
const missing = (expected: unknown): RunMismatch => ({ kind: 'missing_call', expected, mode: 'superset' })

describe('abridgeRunMismatch', () => {
  test('a small mismatch is kept as it is, without abridged', () => {
    const mismatch = missing({ name: 'refund', arguments: { id: 'A-77' } })
    expect(abridgeRunMismatch(mismatch)).toEqual(mismatch)
    expect(abridgeRunMismatch(mismatch)).not.toHaveProperty('abridged')
  })

  test('a long string is cut, and the mismatch marked abridged', () => {
    const long = 'x'.repeat(SAMPLE_STRING + 10)
    const kept = abridgeRunMismatch(missing({ name: long })) as {
      expected: { name: string }
      abridged?: true
    }
    expect(kept.expected.name).toBe(long.slice(0, SAMPLE_STRING))
    expect(kept.abridged).toBe(true)
  })

  test('each field has its own allowance: two fields as large as one allowance each are both kept whole', () => {
    const third = 'y'.repeat(SAMPLE_STRING)
    const big = [third, third, third]
    const mismatch: RunMismatch = { kind: 'times', expected: big, max: 1, count: 2, step: 0 }
    const call: RunMismatch = {
      kind: 'call',
      at: { step: 1, call: 0 },
      expected: big,
      mismatches: [],
      lookups: [],
    }
    for (const item of [mismatch, call]) {
      const kept = abridgeRunMismatch(item)
      expect(kept).toEqual(item)
      expect(kept).not.toHaveProperty('abridged')
    }
  })

  test('the kind is kept', () => {
    expect(abridgeRunMismatch({ kind: 'missing_step', step: 3 })).toEqual({ kind: 'missing_step', step: 3 })
  })
})

describe('abridgeRunMismatches', () => {
  test.each([0, 1, SAMPLE_MISMATCHES, SAMPLE_MISMATCHES + 1, SAMPLE_MISMATCHES * 3])(
    '%i mismatches: the first ones kept in order, the rest counted',
    (count) => {
      const mismatches = Array.from({ length: count }, (_, index) => extra(index))
      const { kept, omitted } = abridgeRunMismatches(mismatches)
      expect(kept).toEqual(mismatches.slice(0, SAMPLE_MISMATCHES))
      expect(omitted).toBe(Math.max(0, count - SAMPLE_MISMATCHES))
    },
  )
})

const runCall = (name: string, extraFields: Partial<RunCall> = {}): RunCall => ({
  name,
  arguments: {},
  ...extraFields,
})
const run = (steps: RunCall[][], answer?: string): Run => ({
  steps: steps.map((calls) => ({ calls })),
  format: 'vercel-ai',
  ...(answer === undefined ? {} : { answer }),
})

describe('timelineRecord', () => {
  test('calls keep name, arguments, result and status; what a call lacks stays absent', () => {
    const record = timelineRecord(
      run(
        [
          [
            runCall('get_order', { arguments: { email: 'x' }, result: { id: 'A-77' }, status: 'ok' }),
            runCall('wait'),
          ],
        ],
        'Refunded.',
      ),
    )
    expect(record).toEqual({
      steps: [
        {
          calls: [
            { name: 'get_order', arguments: { email: 'x' }, result: { id: 'A-77' }, status: 'ok' },
            { name: 'wait', arguments: {} },
          ],
        },
      ],
      answer: 'Refunded.',
    })
  })

  test('a result that is null or false is kept (only an absent one is left out)', () => {
    const record = timelineRecord(run([[runCall('a', { result: null }), runCall('b', { result: false })]]))
    expect(record.steps[0]!.calls.map((call) => call.result)).toEqual([null, false])
  })

  test.each([
    [0, undefined],
    [TIMELINE_STEPS, undefined],
    [TIMELINE_STEPS + 1, 1],
    [TIMELINE_STEPS + 5, 5],
  ])('%i steps: the first ones kept, moreSteps %s', (count, more) => {
    const record = timelineRecord(run(Array.from({ length: count }, (_, step) => [runCall(`s${step}`)])))
    expect(record.steps.map((step) => step.calls[0]!.name)).toEqual(
      Array.from({ length: Math.min(count, TIMELINE_STEPS) }, (_, step) => `s${step}`),
    )
    expect(record.moreSteps).toBe(more)
  })

  test.each([
    [TIMELINE_CALLS, undefined],
    [TIMELINE_CALLS + 1, 1],
    [TIMELINE_CALLS + 7, 7],
  ])('%i calls in a step: the first ones kept, moreCalls %s', (count, more) => {
    const record = timelineRecord(run([Array.from({ length: count }, (_, call) => runCall(`c${call}`))]))
    const [step] = record.steps
    expect(step!.calls.map((call) => call.name)).toEqual(
      Array.from({ length: Math.min(count, TIMELINE_CALLS) }, (_, call) => `c${call}`),
    )
    expect(step!.moreCalls).toBe(more)
  })

  test('names, the answer, arguments and results are bounded whatever their size', () => {
    const huge = 'z'.repeat(100_000)
    const many = Array.from({ length: 1_000 }, (_, index) => index)
    const record = timelineRecord(
      run(
        [[runCall(huge, { arguments: { list: many, text: huge }, result: { list: many, text: huge } })]],
        huge,
      ),
    )
    const [call] = record.steps[0]!.calls
    expect(call!.name.length).toBeLessThan(huge.length)
    expect(huge.startsWith(call!.name)).toBe(true)
    expect(record.answer!.length).toBeLessThan(huge.length)
    expect(huge.startsWith(record.answer!)).toBe(true)
    for (const value of [call!.arguments, call!.result]) {
      const { list } = value as { list: number[] }
      expect(list.length).toBeLessThan(many.length)
      expect(list).toEqual(many.slice(0, list.length))
      expect(JSON.stringify(value).length).toBeLessThan(1_000)
    }
  })
})
