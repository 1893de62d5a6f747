import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import type { CliIo } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'

/** A `CliIo` that records what is written, rooted in `cwd`. */
export interface MemoryIo extends CliIo {
  out: string[]
  err: string[]
}

/** An in-memory io: not a terminal unless `isTTY`, fixed clock unless `now` is given. */
export function memoryIo(cwd: string, extra: Partial<CliIo> = {}): MemoryIo {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    isTTY: false,
    cwd,
    ...extra,
  }
}

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A fresh temporary directory, removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'etc-cli-'))
  made.push(dir)
  return dir
}

/** Runs `body` in a fresh temporary directory, removed as soon as it returns (for property tests' many runs). */
export async function inTempDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'etc-cli-'))
  try {
    return await body(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Writes rows as JSONL (objects are stringified, strings written as they are). */
export function writeJsonl(path: string, rows: readonly unknown[]): void {
  const lines = rows.map((row) => (typeof row === 'string' ? row : JSON.stringify(row)))
  writeFileSync(path, lines.map((line) => `${line}\n`).join(''))
}

/** Runs the CLI in `cwd`; returns the exit code and everything written. */
export async function run(cwd: string, argv: readonly string[], extra: Partial<CliIo> = {}) {
  const io = memoryIo(cwd, extra)
  const code = await main(argv, io)
  return { code, stdout: io.out.join(''), stderr: io.err.join('') }
}

/** The entries of a directory, hidden ones included (to find staging leftovers). */
export function entries(dir: string): string[] {
  return readdirSync(dir).sort()
}

/**
 * The entries of a directory with the random part of run names (`.out.run-PID-HOST-RAND`, `.out.link-…`,
 * `.out.old-…`) replaced by `*`, so that a test can say exactly what lies beside an output.
 */
export function layout(dir: string): string[] {
  return entries(dir).map((name) => name.replace(/\.(run|link|old)-\d+-[0-9a-f]{6}-[0-9a-f]{8}$/, '.$1-*'))
}

/** Reads a run directory's file as text. */
export function readOut(dir: string, file: string): string {
  return readFileSync(join(dir, file), 'utf8')
}

/** Parses a JSONL text into rows. */
export function parseJsonl(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** A call expectation of `get_weather` for a city. */
/** `score --manifest m.jsonl --predictions p.jsonl --out out`, then `extra`: the command line most tests run. */
export const scoreArgv = (...extra: string[]): string[] => [
  'score',
  '--manifest',
  'm.jsonl',
  '--predictions',
  'p.jsonl',
  '--out',
  'out',
  ...extra,
]

export const weather = (city: string) => ({ name: 'get_weather', arguments: { city } })
/** The same call as raw model text. */
export const rawCall = (city: string) => JSON.stringify(weather(city))

/** A small valid pair of files: `n` rows, every third failing, with categories and mutation kinds. */
export function smallRun(dir: string, n = 9, names = { manifest: 'm.jsonl', predictions: 'p.jsonl' }) {
  const manifest = Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    expected: weather(i % 2 === 0 ? 'Paris' : 'Lyon'),
    category: ['simple', 'dialect_handling', 'error_recovery'][i % 3],
    metadata: { mutationKind: i % 2 === 0 ? 'case' : 'order' },
  }))
  const predictions = manifest.map((row, i) => ({
    id: row.id,
    prediction_raw: rawCall(i % 3 === 2 ? 'Rome' : row.expected.arguments.city),
  }))
  writeJsonl(join(dir, names.manifest), manifest)
  writeJsonl(join(dir, names.predictions), predictions)
  return { manifest, predictions }
}
