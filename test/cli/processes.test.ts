// The CLI as separate Node processes: the same bytes from every process (issue 7) and real exit codes. Runs the CLI
// built from src/ here, and dist/cli.js too when `npm run build` made one. Signals, kills and concurrent runs are in
// publish-processes.test.ts, where each is timed by what the process says rather than by a clock.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HANG_BOUND } from '../support/hang-bound.js'
import { buildCli } from './build-cli.js'
import { run, tempDir, writeJsonl } from './helpers.js'
import { mixedRows } from './mixed-rows.js'

const dist = fileURLToPath(new URL('../../dist/cli.js', import.meta.url))
const built = { cli: '', remove: () => {} }

/** Bounds only a hang: processes and the build take what a loaded machine gives them, and nothing waits on a clock. */
const LONG = HANG_BOUND

beforeAll(async () => {
  Object.assign(built, await buildCli())
}, LONG)
afterAll(() => built.remove())

function start(cli: string, cwd: string, argv: string[]): ChildProcess {
  return spawn(process.execPath, [cli, ...argv], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
}

function finish(
  child: ChildProcess,
): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => (stdout += chunk))
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  )
}

const exec = (cli: string, cwd: string, argv: string[]) => finish(start(cli, cwd, argv))

function scoreArgs(name: string) {
  return [
    'score',
    '--manifest',
    `${name}.m.jsonl`,
    '--predictions',
    `${name}.p.jsonl`,
    '--out',
    name,
    '--profile',
    'arabic',
  ]
}

describe.each([['built from src'], ['dist/cli.js']])('the CLI as a process (%s)', (which) => {
  const cli = () => (which === 'dist/cli.js' ? dist : built.cli)
  const skip = which === 'dist/cli.js' && !existsSync(dist)

  test.skipIf(skip)(
    'shards scored in four processes and merged in a fifth: the bytes of one in-process run',
    async () => {
      const dir = tempDir()
      const { manifest, predictions } = mixedRows(90, 11)
      const shards = ['s0', 's1', 's2']
      writeJsonl(join(dir, 'whole.m.jsonl'), manifest)
      writeJsonl(join(dir, 'whole.p.jsonl'), predictions)
      for (const [index, name] of shards.entries()) {
        writeJsonl(join(dir, `${name}.m.jsonl`), manifest.slice(index * 30, index * 30 + 30))
        writeJsonl(join(dir, `${name}.p.jsonl`), predictions.slice(index * 30, index * 30 + 30))
      }
      const results = await Promise.all(['whole', ...shards].map((name) => exec(cli(), dir, scoreArgs(name))))
      for (const result of results) expect(result).toMatchObject({ code: 0, stderr: '' })
      expect((await exec(cli(), dir, ['merge', ...shards, '--out', 'merged'])).code).toBe(0)
      const inProcess = await run(dir, [...scoreArgs('whole').slice(0, -3), 'here', '--profile', 'arabic'])
      expect(inProcess.code).toBe(0)
      const aggregate = (name: string) => readFileSync(join(dir, name, 'aggregate.json'))
      expect(aggregate('merged')).toEqual(aggregate('whole'))
      expect(aggregate('here')).toEqual(aggregate('whole'))
      expect(readFileSync(join(dir, 'merged', 'samples.jsonl'))).toEqual(
        readFileSync(join(dir, 'whole', 'samples.jsonl')),
      )
    },
    LONG,
  )

  test.skipIf(skip)(
    'exit codes of the process',
    async () => {
      const dir = tempDir()
      writeJsonl(join(dir, 'a.m.jsonl'), [{ id: 'x', expected: { abstain: true } }])
      writeJsonl(join(dir, 'a.p.jsonl'), [{ id: 'x', prediction_raw: 'No call needed.' }])
      const ok = await exec(cli(), dir, scoreArgs('a'))
      expect(ok).toMatchObject({
        code: 0,
        stdout: '1 samples · 1 passed (100.0%) · overall score 1.000 → a\n',
      })
      expect((await exec(cli(), dir, scoreArgs('a'))).code).toBe(3)
      expect((await exec(cli(), dir, ['score', '--nope'])).code).toBe(2)
      expect((await exec(cli(), dir, ['diff', 'a', 'a', '--json'])).code).toBe(0)
    },
    LONG,
  )
})
