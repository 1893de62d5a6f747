import { describe, expect, test } from 'vitest'
import { isEvalsRecord } from '../../../src/read/eval-records.js'
import { readRun } from '../../../src/read/run/index.js'

describe('isEvalsRecord', () => {
  test.each<[string, object, boolean]>([
    ['a result and calls', { result: 'done', toolCalls: [{ name: 'f', arguments: {} }] }, true],
    ['a result and no calls', { result: 'done', toolCalls: [] }, true],
    ['a result that is no string', { result: 1, toolCalls: [] }, false],
    ['no toolCalls', { result: 'done' }, false],
    ['toolCalls that are no list', { result: 'done', toolCalls: {} }, false],
    ['AI SDK 4 calls (toolName)', { result: 'done', toolCalls: [{ toolName: 'f', args: {} }] }, false],
    ['a call that is no object', { result: 'done', toolCalls: ['f'] }, false],
  ])('%s: %s', (_name, value, expected) => {
    expect(isEvalsRecord(value, [])).toBe(expected)
  })

  test('a throwing getter on a call fails at that call', () => {
    const call = Object.defineProperty({}, 'toolName', {
      get() {
        throw new Error('gone')
      },
    })
    expect(() => isEvalsRecord({ result: 'x', toolCalls: [{ name: 'f' }, call] }, ['r'])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'unreadable', path: ['r', 'toolCalls', 1, 'toolName'] }),
      }),
    )
  })
})

describe('vitest-evals records as runs', () => {
  test('calls are one step with what each carries; result is the answer', () => {
    const read = readRun({
      result: 'Refunded.',
      toolCalls: [
        { id: 'c1', name: 'get_order', arguments: '{"id":"A-77"}', result: { total: 5 } },
        { name: 'refund', arguments: { amount: 5 }, error: 'card declined' },
        { name: 'notify', status: 'error', result: 'mail down' },
        { name: 'log', result: 'ok' },
      ],
    })
    expect(read).toEqual({
      ok: true,
      run: {
        steps: [
          {
            calls: [
              { name: 'get_order', arguments: { id: 'A-77' }, id: 'c1', result: { total: 5 }, status: 'ok' },
              { name: 'refund', arguments: { amount: 5 }, result: 'card declined', status: 'error' },
              { name: 'notify', arguments: {}, result: 'mail down', status: 'error' },
              { name: 'log', arguments: {}, result: 'ok', status: 'ok' },
            ],
          },
        ],
        answer: 'Refunded.',
        format: 'vitest-evals',
      },
    })
  })

  test('a call recorded without its result is a call without result (the record keeps no turns to check)', () => {
    expect(readRun({ result: 'Done.', toolCalls: [{ name: 'f', result: 1 }, { name: 'log' }] })).toEqual({
      ok: true,
      run: {
        steps: [
          {
            calls: [
              { name: 'f', arguments: {}, result: 1, status: 'ok' },
              { name: 'log', arguments: {} },
            ],
          },
        ],
        answer: 'Done.',
        format: 'vitest-evals',
      },
    })
    expect(readRun({ result: '  ', toolCalls: [] })).toEqual({
      ok: true,
      run: { steps: [], format: 'vitest-evals' },
    })
  })

  test('a record without calls is its answer only', () => {
    expect(readRun({ result: 'No tool needed.', toolCalls: [] })).toEqual({
      ok: true,
      run: { steps: [], answer: 'No tool needed.', format: 'vitest-evals' },
    })
  })

  test('a result that is not JSON data fails at its place', () => {
    expect(readRun({ result: 'x', toolCalls: [{ name: 'f', result: { n: Number.NaN } }] })).toMatchObject({
      ok: false,
      failure: { kind: 'non_finite', path: ['toolCalls', 0, 'result', 'n'] },
    })
    expect(readRun({ result: 'x', toolCalls: [{ name: 'f', error: { n: Number.NaN } }] })).toMatchObject({
      ok: false,
      failure: { path: ['toolCalls', 0, 'error', 'n'] },
    })
  })
})
