import { afterAll, describe, test } from 'vitest'
import { HAS_DATASET, SKIPPED } from '../bfcl/dataset.js'
import { type BfclPairs, loadBfclPairs } from './bfcl-pairs.js'
import { benchCliMemory } from './cli-memory.js'
import { benchCli } from './cli-throughput.js'
import { benchFastSchemaCheck } from './fast-schema-check.js'
import { benchImportCost } from './import-cost.js'
import { benchMatch } from './match-throughput.js'
import { benchParallel } from './parallel-scaling.js'
import { benchPeers } from './peer/bench-peers.js'
import { ResultsTable } from './results-table.js'
import { benchWitness } from './witness-cost.js'

/** Rounds per measurement (the median is reported); `BENCH_ROUNDS` overrides. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '5')
const RESULTS = new URL('results/latest.json', import.meta.url)

const table = new ResultsTable()
let loaded: BfclPairs | undefined
const pairs = () => {
  loaded ??= loadBfclPairs()
  return loaded.pairs
}

if (!HAS_DATASET) console.warn(SKIPPED)

/**
 * `npm run bench` (issue #6): everything as ratios against a baseline measured in the same run, interleaved over
 * `ROUNDS` rounds, medians reported. Prints one table at the end and writes it to `results/latest.json`.
 */
describe('benchmarks', () => {
  test('parallel matching scales (10, 100, 1,000 calls)', () => benchParallel(table))

  test('the witness costs whole-run matching at most 1.1×', () => benchWitness(table, ROUNDS))

  // Whole `vitest run` processes of about half a second each: more pairs than rounds elsewhere.
  test('the Vitest setup entry, installed as a user installs it', () =>
    benchImportCost(table, Math.max(10, 4 * ROUNDS)))

  describe.skipIf(!HAS_DATASET)('over the BFCL cases (needs ../shared/datasets/bfcl/)', () => {
    test('match throughput against JSON.parse; text in', async () => {
      await benchMatch(pairs(), table, ROUNDS)
      if (loaded!.skipped > 0)
        table.notes.push(
          `${loaded!.skipped} cases left out: their entry does not import (no passable answer)`,
        )
    })

    test('the fast JSON Schema check of tool arguments against the zod route', () =>
      benchFastSchemaCheck(table, ROUNDS))

    test('the JavaScript peers on the same pairs', async () => {
      const { expressibility } = await benchPeers(pairs(), table, ROUNDS)
      console.log(`What each peer cannot express exactly (cases per category):\n\n${expressibility}\n`)
      table.notes.push(
        `expressibility (cases a peer cannot express exactly, per category):\n${expressibility}`,
      )
    })

    test('the batch CLI, JSONL in → aggregate out', async () => {
      await benchCli(pairs(), table, Math.max(3, Math.ceil(ROUNDS / 2)))
    })

    test('CLI memory on large predictions files', async () => {
      await benchCliMemory(pairs(), table)
    })
  })

  afterAll(() => {
    if (!HAS_DATASET) table.notes.push(SKIPPED)
    console.log(
      `\nResults (${process.version}, ratios are medians of per-round ratios):\n\n${table.render()}\n`,
    )
    table.write(RESULTS)
  })
})
