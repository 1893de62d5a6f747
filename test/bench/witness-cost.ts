import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RunExpectation } from '../../src/expect/run-types.js'
import { matchRun } from '../../src/match/run/match-run.js'
import { normalizeReadOptions } from '../../src/read/normalize-read-options.js'
import { readRun } from '../../src/read/run/read-run.js'
import { turnFormat } from '../../src/read/run/turn-format.js'
import type { Call, Format } from '../../src/read/types.js'
import { witnessReading } from '../../src/read/witness/witness.js'
import type { ResultsTable } from './results-table.js'
import { sink, timeRounds } from './timing.js'

const RUNS = fileURLToPath(new URL('../fixtures/runs/', import.meta.url))

/** Every JSON file under `dir`. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : []
  })
}

/** One recorded run, its calls as read, and an expectation of them (as a test writes one, with a `never`). */
interface RunCase {
  received: unknown
  calls: readonly Call[]
  format: Format
  expectation: RunExpectation
}

/** The recorded runs that read (a run that fails to read is no case for the cost of a passing reading). */
export function runCases(): RunCase[] {
  return jsonFiles(RUNS).flatMap((file) => {
    const received: unknown = JSON.parse(readFileSync(file, 'utf8'))
    const read = readRun(received)
    if (!read.ok) return []
    const calls = read.run.steps.flatMap((step) => step.calls)
    const expectation: RunExpectation = {
      calls: calls.map((call) => ({ name: call.name, arguments: call.arguments })),
      never: [{ name: 'delete_account' }],
    }
    return [{ received, calls, format: turnFormat(read.run.format), expectation }]
  })
}

/**
 * The witness's share of whole-run matching (issue #35 §1: within 1.1×): `matchRun` over every recorded run of
 * `test/fixtures/runs/` (the witness on, as always), and the witness alone on the same runs (its census and
 * conservation check against the calls read). Without the witness, matching would take the first minus the second;
 * the ratio reported is the first over that.
 */
export async function benchWitness(table: ResultsTable, rounds: number): Promise<void> {
  const cases = runCases()
  const options = normalizeReadOptions(undefined)
  const repeat = 50
  const timings = await timeRounds(
    [
      {
        name: 'matchRun (with the witness)',
        units: cases.length * repeat,
        run: () => {
          for (let round = 0; round < repeat; round++)
            for (const item of cases) sink.value += matchRun(item.received, item.expectation).pass ? 1 : 0
        },
      },
      {
        name: 'the witness alone',
        units: cases.length * repeat,
        run: () => {
          for (let round = 0; round < repeat; round++)
            for (const item of cases)
              sink.value += witnessReading(item.received, item.calls, item.format, [], options) ? 1 : 0
        },
      },
    ],
    rounds,
  )
  const [withWitness, witness] = timings as [(typeof timings)[0], (typeof timings)[0]]
  const ratio = withWitness.ms / (withWitness.ms - witness.ms)
  table.add({
    name: `whole-run matching with the witness (${cases.length} recorded runs)`,
    value: withWitness.usPerUnit,
    unit: 'µs/run',
    ratio,
    baseline: 'the same without it',
    target: '≤ 1.1×',
    met: ratio <= 1.1,
    note: `the witness alone: ${witness.usPerUnit.toFixed(2)} µs/run; without it = with it − the witness alone`,
  })
}
