import fc from 'fast-check'
import type { Path } from '../../../src/json/types.js'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/read-run.js'
import { turnFormat } from '../../../src/read/run/turn-format.js'
import type { Call, Format, ReadFailure, ReadOptions } from '../../../src/read/types.js'
import { witnessReading } from '../../../src/read/witness/witness.js'
import { buildRun, type GeneratedRun, generatedRun } from '../arbitraries/conversation.js'
import { ensure, ensureSame, invariant, snapshot } from '../support.js'

const readOptions = fc.record(
  {
    serverTools: fc.constantFrom('ignore' as const, 'include' as const),
    unknownItems: fc.constantFrom('fail' as const, 'ignore' as const),
  },
  { requiredKeys: [] },
)

/** The value at `path` in `value`, or `undefined` when the path leads nowhere. */
function at(value: unknown, path: Path): unknown {
  let here = value
  for (const key of path) {
    if (typeof here !== 'object' || here === null) return undefined
    here = (here as Record<string | number, unknown>)[key]
  }
  return here
}

/** A witness failure names a place that is there: a marker is an object, a stop a string (its value). */
function checkWitnessFailure(received: unknown, failure: ReadFailure, what: string): void {
  if (failure.kind !== 'unread_call' && failure.kind !== 'unread_stop') return
  const place = at(received, failure.path ?? [])
  if (failure.kind === 'unread_call')
    ensure(
      typeof place === 'object' && place !== null,
      `${what}: unread_call at ${snapshot(failure.path)}: no object there`,
    )
  else
    ensure(
      place === failure.token,
      `${what}: unread_stop at ${snapshot(failure.path)} is not ${failure.token}`,
    )
}

/** A reading that passed is one the witness finds nothing lost in (it ran, and let it through). */
function checkWitnessed(
  received: unknown,
  calls: readonly Call[],
  format: Format,
  options: ReadOptions,
  what: string,
) {
  const lost = witnessReading(received, calls, format, [], normalizeReadOptions(options))
  ensure(lost === undefined, () => `${what} passed, but the witness finds ${snapshot(lost)}`)
}

/**
 * Generated runs in every run format (random roles, content forms, missing ids and roles, stops, nesting):
 * `readCalls` and `readRun` never throw and are deterministic; every reading that passes is one the witness accounts
 * for (so the witness never lets a loss through, nor makes a failure pass: it runs only on passing readings, and
 * turns them into failures); every witness failure names a place the value holds.
 */
export const runsWitnessed = invariant(
  'runs: readCalls and readRun never throw; every passing reading is witnessed',
  1,
  fc.tuple(generatedRun, readOptions),
  ([run, options]: [GeneratedRun, ReadOptions]) => {
    const received = buildRun(run)
    const calls = readCalls(received, options)
    const steps = readRun(received, options)
    ensureSame(snapshot(readRun(received, options)), snapshot(steps), `${run.format}: two readRun`)
    if (calls.ok)
      checkWitnessed(received, calls.turn.calls, calls.turn.format, options, `${run.format}: readCalls`)
    else checkWitnessFailure(received, calls.failure, `${run.format}: readCalls`)
    if (steps.ok) {
      const all = steps.run.steps.flatMap((step) => step.calls)
      checkWitnessed(received, all, turnFormat(steps.run.format), options, `${run.format}: readRun`)
    } else checkWitnessFailure(received, steps.failure, `${run.format}: readRun`)
  },
)
