import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import { type AbstractRun, expectedRun, RENDERERS, runs } from './render.js'

/** A step with two calls or more, and the run with the second call's id set to the first's. */
const withDuplicate = runs
  .filter((run) => run.steps.some((calls) => calls.length >= 2))
  .map((run): AbstractRun => {
    const index = run.steps.findIndex((calls) => calls.length >= 2)
    const steps = run.steps.map((calls, at) =>
      at === index ? calls.map((call, i) => (i === 1 ? { ...call, id: calls[0]!.id } : call)) : calls,
    )
    return { ...run, steps }
  })

/**
 * A run, and the id of one of its calls (every step is followed by the answer turn or another step). Where only
 * input items end a turn (Responses items), only a call whose step keeps another result: with none left, the next
 * model items are the same response, as one response's `[function_call, message]` is.
 */
const withDropped = (mergesTurns: boolean) =>
  runs
    .filter((run) => !mergesTurns || run.steps.some((calls) => calls.length > 1))
    .chain((run) => {
      const ids = run.steps.flatMap((calls) =>
        !mergesTurns || calls.length > 1 ? calls.map((call) => call.id) : [],
      )
      return fc.constantFrom(...ids).map((drop): AbstractRun => ({ ...run, drop }))
    })

describe.each(Object.entries(RENDERERS))('%s', (_name, { render, errors, ids, mergesTurns }) => {
  test('a run reads back as written: steps in order, each result with its call, the answer', () => {
    fc.assert(
      fc.property(runs, (run) => {
        const read = readRun(render(run))
        if (!read.ok) throw new Error(JSON.stringify(read.failure))
        const { format: _format, ...rest } = read.run
        expect(rest).toEqual(expectedRun(run, errors, ids))
      }),
      { numRuns: 60 },
    )
  })

  test('a result left out while the run goes on is a read failure naming the call', () => {
    fc.assert(
      fc.property(withDropped(mergesTurns === true), (run) => {
        const read = readRun(render(run))
        expect(read.ok ? 'ok' : read.failure.kind).toBe('unanswered_call')
      }),
      { numRuns: 60 },
    )
  })

  test.skipIf(!ids)(
    'a call id reused while its call awaits a result is a read failure naming both places',
    () => {
      fc.assert(
        fc.property(withDuplicate, (run) => {
          const read = readRun(render(run))
          expect(read.ok ? 'ok' : read.failure.kind).toBe('duplicate_call_id')
          if (!read.ok) expect(read.failure.other).toBeDefined()
        }),
        { numRuns: 60 },
      )
    },
  )
})
