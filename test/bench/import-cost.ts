import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ResultsTable } from './results-table.js'
import { type Timing, timeRounds } from './timing.js'

/** The target of issue #18: the setup entry adds at most this fraction to the run of a one-test file. */
const TARGET = 1.1

/** The runner both projects pin, as a user's project would. */
const RUNNER = { vite: '8.3.8', vitest: '4.1.12' }

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

const TEST_FILE = `import { expect, test } from 'vitest'

test('one', () => {
  expect(1).toBe(1)
})
`

/** Writes a project that runs `one.test.js` with Vitest, with `expect-tool-calls/vitest` as its setup file or not. */
function writeProject(dir: string, tarball: string | undefined): void {
  mkdirSync(dir, { recursive: true })
  const devDependencies: Record<string, string> =
    tarball === undefined ? { ...RUNNER } : { ...RUNNER, 'expect-tool-calls': `file:${tarball}` }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'import-cost', private: true, type: 'module', devDependencies }),
  )
  const setup = tarball === undefined ? '' : "setupFiles: ['expect-tool-calls/vitest']"
  writeFileSync(
    join(dir, 'vitest.config.js'),
    `import { defineConfig } from 'vitest/config'\n\nexport default defineConfig({ test: { ${setup} } })\n`,
  )
  writeFileSync(join(dir, 'one.test.js'), TEST_FILE)
}

/** Builds and packs the package, and installs it beside its runner in a fresh project; returns why not, if it failed. */
function prepare(work: string): string | undefined {
  try {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' })
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8' }),
    ) as { filename: string }[]
    writeProject(join(work, 'without'), undefined)
    writeProject(join(work, 'with'), join(work, packed[0]!.filename))
    for (const project of ['without', 'with'])
      execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: join(work, project),
        stdio: 'ignore',
        timeout: 10 * 60 * 1000,
      })
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error)
  }
}

/** Runs the project's one test file once, as `npx vitest run` would. */
function runProject(dir: string): void {
  const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, CI: 'true' },
  })
  if (result.status !== 0) throw new Error(`vitest run exited ${result.status} in ${dir}`)
}

/**
 * What `setupFiles: ['expect-tool-calls/vitest']` adds to the run of a one-test Vitest file (issue #18), the way a
 * user meets it: the package built, packed and installed into a fresh project outside the repository, against the
 * same project without it, whole `vitest run` processes in turn, `pairs` of them after a warm-up.
 */
export async function benchImportCost(table: ResultsTable, pairs: number): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'etc-bench-import-'))
  try {
    const failure = prepare(work)
    if (failure !== undefined) {
      table.notes.push(`import cost skipped: ${failure}`)
      return
    }
    const timings = await timeRounds(
      [
        { name: 'one-test Vitest file', units: 1, run: () => runProject(join(work, 'without')) },
        {
          name: "one-test Vitest file, setupFiles: ['expect-tool-calls/vitest']",
          units: 1,
          run: () => runProject(join(work, 'with')),
        },
      ],
      pairs,
    )
    const [without, withSetup] = timings as [Timing, Timing]
    table.add({
      name: without.name,
      value: without.ms,
      unit: 'ms',
      ratio: null,
      baseline: '',
      target: '',
      met: null,
    })
    table.add({
      name: withSetup.name,
      value: withSetup.ms,
      unit: 'ms',
      ratio: withSetup.ratio,
      baseline: without.name,
      target: `≤ ${TARGET}×`,
      met: withSetup.ratio <= TARGET,
    })
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
