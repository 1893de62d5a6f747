import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BfclPair } from './bfcl-pairs.js'
import { caseIds, writeManifest, writePredictions } from './cli-inputs.js'
import { scoreArgs } from './cli-throughput.js'
import type { ResultsTable } from './results-table.js'

const GIB = 1024 ** 3

/**
 * Bundles `cli-memory-child.ts` (a plain Node script: no test runner in the measured process) into `results/`, inside
 * the repository so that its dependencies resolve from `node_modules`.
 */
async function bundleChild(): Promise<string> {
  const dir = fileURLToPath(new URL('results/cli-memory-child/', import.meta.url))
  const { build } = await import('tsdown')
  await build({
    entry: { child: fileURLToPath(new URL('cli-memory-child.ts', import.meta.url)) },
    outDir: dir,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    dts: false,
    config: false,
    clean: false,
    logLevel: 'silent',
  })
  return join(dir, 'child.mjs')
}

/** Runs the child once; returns its peak RSS in MiB. */
function peakRss(child: string, dir: string): number {
  const out = join(dir, 'out')
  rmSync(out, { recursive: true, force: true })
  const result = spawnSync(process.execPath, [child, ...scoreArgs(dir, out)], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  })
  rmSync(out, { recursive: true, force: true })
  const last = result.stderr.trim().split('\n').at(-1) ?? ''
  if (!last.startsWith('BENCH ')) throw new Error(`the CLI child failed: ${result.stderr.slice(-2000)}`)
  const report = JSON.parse(last.slice('BENCH '.length)) as { code: number; maxRssKiB: number }
  if (report.code !== 0) throw new Error(`the CLI exited ${report.code}: ${result.stderr.slice(-2000)}`)
  return report.maxRssKiB / 1024
}

/**
 * Peak RSS of the streaming CLI (a child process) on predictions files of 0.1 GiB and `BENCH_CLI_GB` GiB (default 1),
 * generated in the system's temporary folder and deleted afterwards. The rows are the BFCL cases (the manifest stays
 * the same), each padded with JSON white space so that the file reaches the size: memory may grow with the manifest's
 * rows, never with the predictions' bytes.
 */
export async function benchCliMemory(pairs: readonly BfclPair[], table: ResultsTable) {
  const large = Number(process.env.BENCH_CLI_GB ?? '1')
  const sizes = [...new Set([0.1, Number.isFinite(large) && large > 0 ? large : 1])].sort((a, b) => a - b)
  const dir = mkdtempSync(join(tmpdir(), 'etc-bench-mem-'))
  try {
    const child = await bundleChild()
    const ids = caseIds(pairs)
    writeManifest(join(dir, 'manifest.jsonl'), pairs, ids)
    const measured: { gib: number; mib: number; seconds: number }[] = []
    for (const gib of sizes) {
      const bytes = writePredictions(
        join(dir, 'predictions.jsonl'),
        pairs,
        ids,
        Math.ceil((gib * GIB) / pairs.length),
      )
      const start = performance.now()
      const mib = peakRss(child, dir)
      const seconds = (performance.now() - start) / 1000
      rmSync(join(dir, 'predictions.jsonl'), { force: true })
      measured.push({ gib: bytes / GIB, mib, seconds })
    }
    const first = measured[0]!
    for (const item of measured) {
      const ratio = item.mib / first.mib
      const flat = item === first ? null : ratio <= 1.25
      table.add({
        name: `CLI peak RSS, ${item.gib.toFixed(2)} GiB predictions`,
        value: item.mib,
        unit: 'MiB',
        ratio: item === first ? null : ratio,
        baseline: item === first ? '' : `peak RSS at ${first.gib.toFixed(2)} GiB`,
        target: item === first ? '' : 'flat (≤ 1.25×)',
        met: flat,
        note: `${pairs.length} rows of ~${Math.round((item.gib * GIB) / pairs.length / 1024)} KiB, ${item.seconds.toFixed(1)} s, ${((item.gib * 1024) / item.seconds).toFixed(0)} MiB/s`,
      })
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
