import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CliIo } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'
import type { TurnExpectation } from '../../src/expect/types.js'
import { match } from '../../src/match/match.js'
import type { BfclPair } from './bfcl-pairs.js'
import { caseIds, writeManifest, writePredictions } from './cli-inputs.js'
import { type CliRows, readCliRows } from './cli-rows.js'
import { FreshBatches } from './fresh-batches.js'
import type { ResultsTable } from './results-table.js'
import { ratioTo, sink, type Timing, timeRounds } from './timing.js'

/** The CLI's target: at most this many times `match`'s time per row on the same rows (issue #18). */
const TARGET = 3

/** `match` over every row, with the expectations given (one per row); counts the passes into the sink. */
function matchRows(rows: CliRows, expectations: readonly unknown[]): void {
  let passed = 0
  for (let index = 0; index < expectations.length; index++) {
    const expected = expectations[index] as TurnExpectation
    if (match(rows.received[index], expected, rows.options[index]).pass) passed++
  }
  sink.value += passed
}

/** The CLI's arguments for one run over the files in `dir`. */
export function scoreArgs(dir: string, out: string): string[] {
  return [
    'score',
    '--manifest',
    join(dir, 'manifest.jsonl'),
    '--predictions',
    join(dir, 'predictions.jsonl'),
    '--out',
    out,
    '--profile',
    'bfcl',
    '--quiet',
  ]
}

function quietIo(cwd: string, errors: string[]): CliIo {
  return { stdout: () => undefined, stderr: (text) => errors.push(text), isTTY: false, cwd }
}

/**
 * The whole batch path, JSONL in → aggregate out: the real CLI (`main(['score', …])`, profile `bfcl`) over a manifest
 * and predictions generated from the pairs in a temporary folder, against `match` in-process on the same rows, in
 * the same rounds. That baseline is what a program that holds the rows would run: every row's expectation a new
 * object (parsed before the batch, compiled once, used once, as every row of a batch brings its own), tool sets
 * built once each. The JSON.parse of both files and `match` with the expectation objects reused from batch to batch
 * (compilations cached, as in the `match (pre-parsed)` row) are timed alongside, for scale.
 */
export async function benchCli(pairs: readonly BfclPair[], table: ResultsTable, rounds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'etc-bench-cli-'))
  try {
    const ids = caseIds(pairs)
    writeManifest(join(dir, 'manifest.jsonl'), pairs, ids)
    writePredictions(join(dir, 'predictions.jsonl'), pairs, ids)
    const rows = readCliRows(join(dir, 'manifest.jsonl'), join(dir, 'predictions.jsonl'), 'bfcl')
    // One set per batch: the warm-up and every round.
    const fresh = new FreshBatches(rows.expectations, rounds + 1)
    const reused = new FreshBatches(rows.expectations, 1).next()
    let run = 0
    const errors: string[] = []
    const timings = await timeRounds(
      [
        {
          name: 'match, the CLI rows in-process (new expectation objects)',
          units: pairs.length,
          run: () => matchRows(rows, fresh.next()),
        },
        {
          name: 'JSON.parse(manifest + predictions lines)',
          units: pairs.length,
          run: () => {
            for (const name of ['manifest.jsonl', 'predictions.jsonl']) {
              for (const line of readFileSync(join(dir, name), 'utf8').split('\n'))
                if (line !== '') sink.value += JSON.parse(line) === null ? 0 : 1
            }
          },
        },
        {
          name: 'match, the CLI rows in-process (objects reused)',
          units: pairs.length,
          run: () => matchRows(rows, reused),
        },
        {
          name: 'CLI score (JSONL in → aggregate out)',
          units: pairs.length,
          run: async () => {
            const out = join(dir, `out-${run++}`)
            const code = await main(scoreArgs(dir, out), quietIo(dir, errors))
            if (code !== 0) throw new Error(`score exited ${code}: ${errors.join('').slice(0, 2000)}`)
            rmSync(out, { recursive: true, force: true })
          },
        },
      ],
      rounds,
    )
    const [baseline, floor, cached, cli] = timings as [Timing, Timing, Timing, Timing]
    const row = (timing: Timing, against: Timing | null) => ({
      name: timing.name,
      value: timing.usPerUnit,
      unit: 'µs/row',
      ratio: against === null ? null : ratioTo(timing, against),
      baseline: against?.name ?? '',
      target: '',
      met: null,
    })
    table.add(row(floor, null))
    table.add({
      ...row(baseline, null),
      note: `${pairs.length} rows, profile bfcl, tool sets built beforehand (once each); ${format(ratioTo(baseline, floor))}× the JSON.parse of both files`,
    })
    table.add(row(cached, baseline))
    table.add({
      ...row(cli, baseline),
      target: `≤ ${TARGET}×`,
      met: ratioTo(cli, baseline) <= TARGET,
      note: `samples.jsonl + aggregate.json + run.json + report.html written, per-row tools in the manifest; ${format(ratioTo(cli, floor))}× the JSON.parse of both files, ${format(ratioTo(cli, cached))}× match with the objects reused`,
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function format(ratio: number): string {
  return ratio.toFixed(ratio >= 10 ? 1 : 2)
}
