import { decide } from '../../../src/match/decide.js'
import type { BfclPair } from '../bfcl-pairs.js'
import { FreshBatches } from '../fresh-batches.js'
import { decideParsed, expectationTexts, matchParsed } from '../match-throughput.js'
import type { ResultsTable } from '../results-table.js'
import { timeRounds } from '../timing.js'
import type { PeerAdapter } from './peer-adapters.js'
import type { PeerCase } from './peer-cases.js'

/** `match` on passing cases against each peer (issue #18): the throughput of ours over theirs must be at least this. */
const TARGETS: Readonly<Record<string, number>> = { 'vitest-evals': 1, agentevals: 25 }

/**
 * `match` and `decide` on the cases that pass (what a green test suite and most of a batch are), against each peer
 * on the same cases, interleaved round by round: how many times the peer's throughput ours is. Each case brings a
 * new expectation object, as in a batch (`FreshBatches`). A passing `match`
 * builds its explanation only when it is read (issue #18), so here it should cost what `decide` costs.
 */
export async function benchPassing(
  pairs: readonly BfclPair[],
  cases: readonly PeerCase[],
  adapters: readonly PeerAdapter[],
  table: ResultsTable,
  rounds: number,
): Promise<void> {
  const passing = pairs.flatMap((pair, index) =>
    decide(pair.received, pair.imported.expectation, pair.imported.options) ? [index] : [],
  )
  const ours = passing.map((index) => pairs[index]!)
  const theirs = passing.map((index) => cases[index]!)
  const texts = expectationTexts(ours)
  const forMatch = new FreshBatches(texts, rounds + 1)
  const forDecide = new FreshBatches(texts, rounds + 1)
  const timings = await timeRounds(
    [
      {
        name: 'match (passing cases)',
        units: ours.length,
        run: () => matchParsed(ours, forMatch.next()),
      },
      {
        name: 'decide (passing cases)',
        units: ours.length,
        run: () => decideParsed(ours, forDecide.next()),
      },
      ...adapters.map((adapter) => ({
        name: `${adapter.name} (passing cases)`,
        units: theirs.length,
        run: async () => {
          for (const item of theirs) await adapter.decide(item)
        },
      })),
    ],
    rounds,
  )
  adapters.forEach((adapter, index) => {
    const timing = timings[index + 2]!
    const target = TARGETS[adapter.name]!
    table.add({
      name: `${timing.name} vs match`,
      value: timing.usPerUnit,
      unit: 'µs/case',
      ratio: timing.ratio,
      baseline: `match on the ${ours.length} cases it passes (new expectation objects, full verdict)`,
      target: `≥ ${target}× its throughput`,
      met: timing.ratio >= target,
    })
  })
  table.notes.push(
    `passing-case rounds: ${timings.map((timing) => `${timing.name} ${timing.usPerUnit.toFixed(2)} µs/case`).join('; ')}`,
  )
}
