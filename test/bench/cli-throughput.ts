import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CliIo } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'
import type { BfclPair } from './bfcl-pairs.js'
import { caseIds, writeManifest, writePredictions } from './cli-inputs.js'
import type { ResultsTable } from './results-table.js'
import { sink, timeRounds } from './timing.js'

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
 * and predictions generated from the pairs in a temporary folder, against JSON.parse of every line of both files.
 */
export async function benchCli(pairs: readonly BfclPair[], table: ResultsTable, rounds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'etc-bench-cli-'))
  try {
    const ids = caseIds(pairs)
    writeManifest(join(dir, 'manifest.jsonl'), pairs, ids)
    writePredictions(join(dir, 'predictions.jsonl'), pairs, ids)
    let run = 0
    const errors: string[] = []
    const timings = await timeRounds(
      [
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
    const [floor, cli] = timings as [(typeof timings)[0], (typeof timings)[0]]
    table.add({
      name: floor.name,
      value: floor.usPerUnit,
      unit: 'µs/row',
      ratio: null,
      baseline: '',
      target: '',
      met: null,
    })
    table.add({
      name: cli.name,
      value: cli.usPerUnit,
      unit: 'µs/row',
      ratio: cli.ratio,
      baseline: floor.name,
      target: '',
      met: null,
      note: `${pairs.length} rows, per-row tools in the manifest, profile bfcl, samples.jsonl + aggregate.json + run.json + report.html written`,
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
