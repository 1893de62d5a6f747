import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import type { Run } from '../../../src/read/run/types.js'
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

/** Every array inside `value` whose elements are all objects (message lists, content blocks, parts). */
function objectLists(value: unknown, found: unknown[][] = []): unknown[][] {
  if (typeof value !== 'object' || value === null) return found
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => typeof item === 'object' && item !== null))
      found.push(value)
    for (const item of value) objectLists(item, found)
  } else for (const item of Object.values(value)) objectLists(item, found)
  return found
}

/** A run with each result replaced by whether there was one. */
const withoutResults = (run: Run) => ({
  ...run,
  steps: run.steps.map((step) =>
    step.calls.map(({ result, ...call }) => ({ ...call, answered: result !== undefined })),
  ),
})

/** Blocks no format knows: a typed one, and an untyped one (Gemini parts, Bedrock blocks have no `type`). */
const FOREIGN = [{ type: 'hologram', text: 'x' }, { hologram: { text: 'x' } }]

describe.each(Object.entries(RENDERERS))('%s', (_name, { render, errors, ids, mergesTurns }) => {
  test('a block of no known kind slipped in anywhere fails the read or changes nothing: never a silent misread', () => {
    fc.assert(
      fc.property(runs, fc.nat(), fc.nat(), fc.constantFrom(...FOREIGN), (run, which, where, foreign) => {
        const rendered = render(run)
        const before = readRun(rendered)
        if (!before.ok) throw new Error(JSON.stringify(before.failure))
        const lists = objectLists(rendered)
        const list = lists[which % lists.length]!
        list.splice(where % (list.length + 1), 0, structuredClone(foreign))
        const after = readRun(rendered)
        // A block slipped into a tool result's content is part of that result: only results may differ.
        if (after.ok) expect(withoutResults(after.run)).toEqual(withoutResults(before.run))
      }),
      { numRuns: 60 },
    )
  })

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
