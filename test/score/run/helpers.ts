import { expect } from 'vitest'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import type { RunAxes, RunCounts } from '../../../src/score/run/run-types.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import type { ScoreOptions } from '../../../src/score/types.js'

/** One received call: name, arguments, result (default `'ok'`), and whether the tool reported an error. */
export type CallSpec = [name: string, args?: object, result?: unknown, error?: boolean]

/**
 * An agent run in the AI SDK's shape (`{ steps }`): one step per list, each call answered (a `tool-error` when
 * marked), then a final text step.
 */
export function agentRun(...steps: CallSpec[][]) {
  let n = 0
  return {
    steps: [
      ...steps.map((calls) => {
        const ids = calls.map(() => `c${++n}`)
        return {
          content: [
            ...calls.map(([name, args = {}], i) => ({
              type: 'tool-call',
              toolCallId: ids[i],
              toolName: name,
              input: args,
            })),
            ...calls.map(([name, args = {}, result = 'ok', error], i) =>
              error
                ? { type: 'tool-error', toolCallId: ids[i], toolName: name, input: args, error: result }
                : { type: 'tool-result', toolCallId: ids[i], toolName: name, input: args, output: result },
            ),
          ],
        }
      }),
      { content: [{ type: 'text', text: 'done' }] },
    ],
  }
}

/** Calls made one per step. */
export const oneByOne = (...calls: CallSpec[]) => agentRun(...calls.map((call) => [call]))

/** A table row: an expectation, a run, and what one run axis (and, optionally, counts) must be. */
export interface RunRow {
  title: string
  expected: RunExpectation
  received: unknown
  value: number | null
  counts?: Partial<RunCounts>
  options?: ScoreOptions
}

/** Checks one run axis of a row (to 12 decimal places) and the counts it gives. */
export function expectRunAxis(row: RunRow, axis: keyof RunAxes): void {
  const result = scoreRun(row.expected, row.received, row.options)
  const value = result.run.axes[axis]
  if (row.value === null) expect(value).toBeNull()
  else {
    expect(value).not.toBeNull()
    expect(value).toBeCloseTo(row.value, 12)
  }
  if (row.counts !== undefined) expect(result.run.counts).toMatchObject(row.counts)
}
