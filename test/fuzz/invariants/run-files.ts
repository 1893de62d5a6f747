import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import type { CliIo } from '../../../src/cli/io.js'
import { main } from '../../../src/cli/main.js'
import { mixedRows } from '../../cli/mixed-rows.js'
import { runTampering, tamperRow } from '../arbitraries/run-files.js'
import { asyncInvariant, ensure } from '../support.js'

/** The files of a run directory as `score` wrote them. */
interface RunFiles {
  samples: string[]
  aggregate: string
  run: string
}

/** Runs the CLI in `cwd` in memory: its exit code and what it wrote. */
async function cli(cwd: string, argv: readonly string[]) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    isTTY: false,
    cwd,
    env: {},
  }
  const code = await main(argv, io)
  return { code, stdout: out.join(''), stderr: err.join('') }
}

function writeRun(dir: string, files: RunFiles): void {
  mkdirSync(dir)
  writeFileSync(join(dir, 'samples.jsonl'), files.samples.map((line) => `${line}\n`).join(''))
  writeFileSync(join(dir, 'aggregate.json'), files.aggregate)
  writeFileSync(join(dir, 'run.json'), files.run)
}

let base: Promise<RunFiles> | undefined

/**
 * A real run, scored once per process: varied rows (rules, plans, abstentions, Arabic, generation failures) and one
 * prediction with 5,000 wrong array items (its sample keeps 20 mismatches and counts the rest).
 */
function baseRun(): Promise<RunFiles> {
  base ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'etc-fuzz-run-'))
    try {
      const { manifest, predictions } = mixedRows(10, 19)
      manifest.push({ id: 'huge', category: 'simple', expected: { name: 'f', arguments: { x: [] } } })
      predictions.push({ id: 'huge', prediction: { name: 'f', arguments: { x: Array(5_000).fill(0) } } })
      const jsonl = (rows: readonly unknown[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('')
      writeFileSync(join(dir, 'm.jsonl'), jsonl(manifest))
      writeFileSync(join(dir, 'p.jsonl'), jsonl(predictions))
      const scored = await cli(dir, [
        'score',
        '--manifest',
        'm.jsonl',
        '--predictions',
        'p.jsonl',
        '--out',
        'a',
      ])
      if (scored.code !== 0) throw new Error(`the base run did not score: ${scored.stderr}`)
      const read = (name: string) => readFileSync(join(dir, 'a', name), 'utf8')
      return {
        samples: read('samples.jsonl')
          .split('\n')
          .filter((line) => line !== ''),
        aggregate: read('aggregate.json'),
        run: read('run.json'),
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })()
  return base
}

/** Characters that must not reach a terminal raw (see `src/cli/diff/terminal-text.ts`), the line feed aside. */
const UNSAFE_OUTPUT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what the check looks for
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** A markup payload that became markup: a tag, an attribute or a script of its own. */
const INJECTED = /<x-fuzz|<[^>]*\sx-fuzz-attr=|<script>x-fuzz/

/**
 * A shard tampered with at one line — a field of the wrong type, an unknown mismatch kind, markup or terminal
 * controls in any field, a mismatch list past every cap, a line that is not a row — given to `merge` and `diff`:
 * each exits 0 or 2, never 1 (an internal error); a violation (2) names the tampered file; a merged report has its
 * one script and no payload as markup; a diff prints no raw control or bidirectional character and no line longer
 * than a clipped id allows.
 */
export const tamperedRunFiles = asyncInvariant(
  'run files: a tampered shard is a violation or data, for merge and diff',
  2_000,
  fc.record({ tampering: runTampering, json: fc.boolean() }),
  async ({ tampering: { line, tamper }, json }) => {
    const files = await baseRun()
    const dir = mkdtempSync(join(tmpdir(), 'etc-fuzz-tamper-'))
    try {
      const lines = [...files.samples]
      const at = line % lines.length
      lines[at] =
        tamper.kind === 'line' ? tamper.text : JSON.stringify(tamperRow(JSON.parse(lines[at]!), tamper))
      writeRun(join(dir, 'a'), files)
      writeRun(join(dir, 'b'), { ...files, samples: lines })

      const merged = await cli(dir, ['merge', 'b', '--out', 'm', '--quiet'])
      ensure(merged.code === 0 || merged.code === 2, () => `merge exited ${merged.code}: ${merged.stderr}`)
      ensure(!/internal error/i.test(merged.stderr), () => `merge: ${merged.stderr.slice(0, 500)}`)
      if (merged.code === 2) {
        ensure(merged.stderr.includes('b/'), () => `merge's violation names the shard: ${merged.stderr}`)
      } else {
        const html = readFileSync(join(dir, 'm', 'report.html'), 'utf8')
        ensure(html.match(/<script/g)?.length === 1, 'the report has its one script')
        ensure(!INJECTED.test(html), () => `markup in the report: ${INJECTED.exec(html)?.[0]}`)
      }

      const diffed = await cli(dir, ['diff', 'a', 'b', ...(json ? ['--json'] : [])])
      ensure(diffed.code === 0 || diffed.code === 2, () => `diff exited ${diffed.code}: ${diffed.stderr}`)
      ensure(!/internal error/i.test(diffed.stderr), () => `diff: ${diffed.stderr.slice(0, 500)}`)
      const printed = diffed.code === 0 ? diffed.stdout : diffed.stderr
      ensure(
        !UNSAFE_OUTPUT.test(printed),
        () => `raw control in diff output: ${JSON.stringify(printed.slice(0, 300))}`,
      )
      const longest = Math.max(0, ...printed.split('\n').map((text) => text.length))
      ensure(json || longest < 2_000, `a diff line of ${longest} characters`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  },
)
