// Issue 19, items 5–8, with real processes: concurrent runs to one output, SIGKILL between any two publishing steps,
// and a second Ctrl-C. The CLI is built with a hook that pauses at each named step (`hooked-bin.ts`); every wait
// is on what the process says, never on a timer, so the outcome is the same on a loaded machine.
import { existsSync, readFileSync, readlinkSync, renameSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HANG_BOUND } from '../support/hang-bound.js'
import { buildCli } from './build-cli.js'
import { startChild } from './child.js'
import { entries, layout, smallRun, tempDir } from './helpers.js'

const hooked = { cli: '', remove: () => {} }
beforeAll(async () => {
  Object.assign(hooked, await buildCli(fileURLToPath(new URL('./hooked-bin.ts', import.meta.url))))
})
afterAll(() => hooked.remove())

const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']
const INPUTS = ['m.jsonl', 'p.jsonl']
/** Generous bounds for a test that hangs because something broke; nothing waits on them when it works. */
const LONG = HANG_BOUND

const start = (cwd: string, args: readonly string[], pauseAt: string[] = []) =>
  startChild(hooked.cli, cwd, args, { ETC_PAUSE_AT: pauseAt.join(',') })

async function exec(cwd: string, args: readonly string[]) {
  return start(cwd, args).closed
}

/** The samples of the complete run at `out` (four files, the counts agreeing). */
function completeRun(out: string): number {
  expect(entries(out)).toEqual(['aggregate.json', 'report.html', 'run.json', 'samples.jsonl'])
  const aggregate = JSON.parse(readFileSync(join(out, 'aggregate.json'), 'utf8'))
  const lines = readFileSync(join(out, 'samples.jsonl'), 'utf8').trim().split('\n')
  expect(lines).toHaveLength(aggregate.metrics.summary.samples)
  return lines.length
}

describe('concurrent runs to one new output, without --force', () => {
  test(
    'both reach the last step before either publishes: one exits 0, the other 3, one complete run',
    async () => {
      const dir = tempDir()
      smallRun(dir, 6)
      const children = [start(dir, argv, ['staged']), start(dir, argv, ['staged'])]
      await Promise.all(children.map((child) => child.said('paused at staged')))
      expect(existsSync(join(dir, 'out'))).toBe(false)
      for (const child of children) child.release()
      const results = await Promise.all(children.map((child) => child.closed))
      expect(results.map((result) => result.code).sort()).toEqual([0, 3])
      expect(results.find((result) => result.code === 3)!.stderr).toContain(
        'out already exists; pass --force to replace it; nothing was written',
      )
      expect(completeRun(join(dir, 'out'))).toBe(6)
      expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
    },
    LONG,
  )
})

describe('SIGKILL at any publishing step of --force', () => {
  test.each([
    ['staged', 6],
    ['linked', 6],
    ['switched', 4],
  ] as const)(
    'killed at %s: the output is a complete run (%i samples) before and after; the next run cleans up',
    async (step, samples) => {
      const dir = tempDir()
      smallRun(dir, 6)
      expect((await exec(dir, argv)).code).toBe(0)
      smallRun(dir, 4)
      const child = start(dir, [...argv, '--force'], [step])
      await child.said(`paused at ${step}`)
      expect(completeRun(join(dir, 'out'))).toBe(samples)
      child.process.kill('SIGKILL')
      expect((await child.closed).signal).toBe('SIGKILL')
      expect(completeRun(join(dir, 'out'))).toBe(samples)
      const pid = child.process.pid
      const later = await exec(dir, [...argv, '--force'])
      expect(later.code).toBe(0)
      const said = later.stderr.split('\n').filter((line) => line !== '')
      expect(said.length).toBeGreaterThan(0)
      for (const line of said)
        expect(line).toMatch(
          /^expect-tool-calls score: removed \.out\.(run|link)-\d+-[0-9a-f]{6}-[0-9a-f]{8}, left by a run that was killed \(process \d+\)$/,
        )
      expect(later.stderr).toContain(`(process ${step === 'switched' ? '' : pid}`)
      expect(completeRun(join(dir, 'out'))).toBe(4)
      expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
    },
    LONG,
  )

  test(
    'killed while a plain directory is aside: the next run puts it back and says so',
    async () => {
      const dir = tempDir()
      smallRun(dir, 6)
      expect((await exec(dir, argv)).code).toBe(0)
      // Make `out` a plain directory, as versions before run links wrote it.
      const target = readlinkSync(join(dir, 'out'))
      unlinkSync(join(dir, 'out'))
      renameSync(join(dir, target), join(dir, 'out'))
      smallRun(dir, 4)
      const child = start(dir, [...argv, '--force'], ['moved_aside'])
      await child.said('paused at moved_aside')
      child.process.kill('SIGKILL')
      await child.closed
      expect(existsSync(join(dir, 'out'))).toBe(false)
      const later = await exec(dir, argv)
      expect(later.code).toBe(3)
      expect(later.stderr).toMatch(
        /^expect-tool-calls score: put the previous run back at out from \.out\.old-\d+-[0-9a-f]{6}-[0-9a-f]{8}, where a run that was killed \(process \d+\) had moved it\nexpect-tool-calls score: removed \.out\.run-\d+-[0-9a-f]{6}-[0-9a-f]{8}, left by a run that was killed \(process \d+\)\nexpect-tool-calls score: out already exists; pass --force to replace it\n$/,
      )
      expect(completeRun(join(dir, 'out'))).toBe(6)
      expect(entries(dir)).toEqual(['m.jsonl', 'out', 'p.jsonl'])
    },
    LONG,
  )
})

describe('signals', () => {
  test(
    'one SIGINT: the run stops before publishing, exits 130 and leaves nothing',
    async () => {
      const dir = tempDir()
      smallRun(dir, 6)
      const child = start(dir, argv, ['staged'])
      await child.said('paused at staged')
      child.process.kill('SIGINT')
      await child.said('aborted')
      child.release()
      const closed = await child.closed
      expect(closed.code).toBe(130)
      expect(closed.stderr).toContain('interrupted; nothing was written')
      expect(entries(dir)).toEqual(INPUTS)
    },
    LONG,
  )

  test(
    'a second SIGINT while the first is still being handled: exits 130 at once and still leaves nothing',
    async () => {
      const dir = tempDir()
      smallRun(dir, 6)
      const child = start(dir, argv, ['staged'])
      await child.said('paused at staged')
      expect(layout(dir)).toEqual(['.out.run-*', ...INPUTS])
      child.process.kill('SIGINT')
      await child.said('aborted')
      // The run is stuck (paused): the first signal cannot finish; the second must clean up itself.
      child.process.kill('SIGINT')
      const closed = await child.closed
      expect(closed.code).toBe(130)
      expect(closed.stderr).toContain('interrupted again; removed the unfinished run; nothing was written.')
      expect(entries(dir)).toEqual(INPUTS)
    },
    LONG,
  )

  test(
    'a second signal after the run was published says so and exits 0',
    async () => {
      const dir = tempDir()
      smallRun(dir, 6)
      expect((await exec(dir, argv)).code).toBe(0)
      const child = start(dir, [...argv, '--force'], ['switched'])
      await child.said('paused at switched')
      child.process.kill('SIGTERM')
      await child.said('aborted')
      child.process.kill('SIGTERM')
      const closed = await child.closed
      expect(closed.code).toBe(0)
      expect(closed.stderr).toContain('interrupted again after the run was published at ')
      expect(completeRun(join(dir, 'out'))).toBe(6)
    },
    LONG,
  )
})
