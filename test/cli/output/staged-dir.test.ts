// Issue 19, items 5–7: publishing a run. Without --force one atomic step that fails if anything stands at the output;
// with --force every instant has a complete run at the output; the previous run is removed last, and only its own
// files. The hook (`CliIo.publishHook`) stops the run at each step, so each instant is looked at, deterministically.
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { PublishStep } from '../../../src/cli/output/publish-step.js'
import { entries, layout, run, smallRun, tempDir } from '../helpers.js'

const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']

/** How many samples the run at `out` holds, after checking that it is complete (four files, counts agreeing). */
function completeRun(out: string): number {
  expect(entries(out)).toEqual(['aggregate.json', 'report.html', 'run.json', 'samples.jsonl'])
  const aggregate = JSON.parse(readFileSync(join(out, 'aggregate.json'), 'utf8'))
  const lines = readFileSync(join(out, 'samples.jsonl'), 'utf8').trim().split('\n')
  expect(lines).toHaveLength(aggregate.metrics.summary.samples)
  expect(readFileSync(join(out, 'report.html'), 'utf8')).toMatch(/<\/html>\n$/)
  return lines.length
}

/** A gate a hook waits on, and a way to know the hook got there. */
function gate() {
  let open = () => {}
  let reached = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  const arrived = new Promise<void>((resolve) => (reached = resolve))
  return { open, opened, arrived, reached }
}

describe('publishing without --force', () => {
  test('two runs to one new output: both wait at the last step, then exactly one publishes, the other exits 3', async () => {
    const dir = tempDir()
    smallRun(dir, 6)
    const gates = [gate(), gate()]
    const runs = gates.map((g) =>
      run(dir, argv, {
        publishHook: async (step) => {
          if (step !== 'staged') return
          g.reached()
          await g.opened
        },
      }),
    )
    await Promise.all(gates.map((g) => g.arrived))
    // Both checked the output before it existed, and both are about to publish.
    expect(existsSync(join(dir, 'out'))).toBe(false)
    for (const g of gates) g.open()
    const results = await Promise.all(runs)
    expect(results.map((result) => result.code).sort()).toEqual([0, 3])
    const loser = results.find((result) => result.code === 3)!
    expect(loser.stderr).toBe(
      'expect-tool-calls score: out already exists; pass --force to replace it; nothing was written\n',
    )
    expect(completeRun(join(dir, 'out'))).toBe(6)
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
  })

  test('an empty directory made meanwhile is not replaced either', async () => {
    const dir = tempDir()
    smallRun(dir, 3)
    const hook = (step: PublishStep) => {
      if (step === 'staged') mkdirSync(join(dir, 'out'))
    }
    const result = await run(dir, argv, { publishHook: hook })
    expect(result.code).toBe(3)
    expect(entries(dir)).toEqual(['m.jsonl', 'out', 'p.jsonl'])
  })
})

describe('publishing with --force', () => {
  test('at every step the output is a complete run: the old one until the switch, the new one after', async () => {
    const dir = tempDir()
    smallRun(dir, 6)
    expect((await run(dir, argv)).code).toBe(0)
    smallRun(dir, 4)
    const seen: [PublishStep, number][] = []
    const hook = (step: PublishStep) => {
      seen.push([step, completeRun(join(dir, 'out'))])
    }
    expect((await run(dir, [...argv, '--force'], { publishHook: hook })).code).toBe(0)
    expect(seen).toEqual([
      ['staged', 6],
      ['linked', 6],
      ['switched', 4],
    ])
    expect(completeRun(join(dir, 'out'))).toBe(4)
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
  })

  test('a file put into the previous run after the check is kept, and the words say the run is published', async () => {
    const dir = tempDir()
    smallRun(dir, 6)
    expect((await run(dir, argv)).code).toBe(0)
    const previous = readlinkSync(join(dir, 'out'))
    const hook = (step: PublishStep) => {
      if (step === 'linked') writeFileSync(join(dir, previous, 'notes.txt'), 'mine')
    }
    const result = await run(dir, [...argv, '--force'], { publishHook: hook })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('6 samples · 4 passed')
    expect(result.stderr).toBe(
      `expect-tool-calls score: the new run is at out, but the run it replaced, now ${previous} beside it, could not be removed: it holds files no run writes (notes.txt); remove it by hand\n`,
    )
    expect(result.stderr).not.toContain('nothing was written')
    expect(readFileSync(join(dir, previous, 'notes.txt'), 'utf8')).toBe('mine')
    expect(entries(join(dir, previous))).toEqual(['notes.txt'])
    expect(completeRun(join(dir, 'out'))).toBe(6)
  })

  test('a plain directory (a run of an older version) is replaced by a link; only its own files are removed', async () => {
    const dir = tempDir()
    smallRun(dir, 5)
    expect((await run(dir, argv)).code).toBe(0)
    // Make `out` a plain directory holding a run, as versions before run links wrote it.
    const target = readlinkSync(join(dir, 'out'))
    expect((await run(dir, ['merge', 'out', '--out', 'plain'])).code).toBe(0)
    const plainTarget = readlinkSync(join(dir, 'plain'))
    const { renameSync, unlinkSync, rmdirSync } = await import('node:fs')
    unlinkSync(join(dir, 'plain'))
    renameSync(join(dir, plainTarget), join(dir, 'plain'))
    unlinkSync(join(dir, 'out'))
    for (const name of entries(join(dir, target))) unlinkSync(join(dir, target, name))
    rmdirSync(join(dir, target))
    expect(lstatSync(join(dir, 'plain')).isDirectory()).toBe(true)
    const seen: string[] = []
    const hook = (step: PublishStep) => {
      seen.push(`${step}:${existsSync(join(dir, 'plain'))}`)
    }
    const result = await run(dir, [...argv.slice(0, -1), 'plain', '--force'], { publishHook: hook })
    expect(result.code).toBe(0)
    // The one step a directory needs that a link does not: it is aside (the output is absent) until the link is made.
    expect(seen).toEqual(['staged:true', 'moved_aside:false', 'switched:true'])
    expect(lstatSync(join(dir, 'plain')).isSymbolicLink()).toBe(true)
    expect(layout(dir)).toEqual(['.plain.run-*', 'm.jsonl', 'p.jsonl', 'plain'])
  })

  test('an interruption before the switch publishes nothing; the previous run stays', async () => {
    const dir = tempDir()
    smallRun(dir, 6)
    expect((await run(dir, argv)).code).toBe(0)
    const controller = new AbortController()
    const hook = (step: PublishStep) => {
      if (step === 'staged') controller.abort()
    }
    const result = await run(dir, [...argv, '--force'], { publishHook: hook, signal: controller.signal })
    expect(result.code).toBe(130)
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
    expect(completeRun(join(dir, 'out'))).toBe(6)
  })

  test('a link to something no run made is never replaced', async () => {
    const dir = tempDir()
    smallRun(dir, 3)
    mkdirSync(join(dir, 'mine'))
    const { symlinkSync } = await import('node:fs')
    symlinkSync('mine', join(dir, 'out'))
    const result = await run(dir, [...argv, '--force'])
    expect(result.code).toBe(3)
    expect(result.stderr).toContain(
      'out is a symbolic link to mine, which no run made; refusing to replace it',
    )
    expect(readlinkSync(join(dir, 'out'))).toBe('mine')
  })
})
