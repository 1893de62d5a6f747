// Issue 7, data safety: an existing output is never overwritten by accident, and a run that fails or is
// interrupted leaves no output directory (and no staging directory) behind.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { entries, layout, readOut, run, smallRun, tempDir } from '../helpers.js'

const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out']

describe('score: refusing to overwrite', () => {
  test('an existing output directory is refused (exit 3) before anything is read', async () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'out'))
    const result = await run(dir, argv)
    expect(result).toEqual({
      code: 3,
      stdout: '',
      stderr: 'expect-tool-calls score: out already exists; pass --force to replace it\n',
    })
    expect(entries(join(dir, 'out'))).toEqual([])
  })

  test('--force replaces a previous run', async () => {
    const dir = tempDir()
    smallRun(dir)
    expect((await run(dir, argv)).code).toBe(0)
    smallRun(dir, 4)
    expect((await run(dir, [...argv, '--force'])).code).toBe(0)
    expect(readOut(join(dir, 'out'), 'samples.jsonl').trim().split('\n')).toHaveLength(4)
    expect(layout(dir)).toEqual(['.out.run-*', 'm.jsonl', 'out', 'p.jsonl'])
  })

  test('--force never replaces a directory holding other files, nor a file', async () => {
    const dir = tempDir()
    smallRun(dir)
    mkdirSync(join(dir, 'out'))
    writeFileSync(join(dir, 'out', 'notes.txt'), 'mine')
    writeFileSync(join(dir, 'file'), 'mine')
    const foreign = await run(dir, [...argv, '--force'])
    expect(foreign.code).toBe(3)
    expect(foreign.stderr).toContain('out holds files no run writes (notes.txt); refusing to replace it')
    expect(entries(join(dir, 'out'))).toEqual(['notes.txt'])
    const file = await run(dir, [...argv.slice(0, -1), 'file', '--force'])
    expect(file.code).toBe(3)
    expect(file.stderr).toContain('file exists and is not a directory')
  })

  test('the output directory’s parents are created', async () => {
    const dir = tempDir()
    smallRun(dir)
    expect((await run(dir, [...argv.slice(0, -1), 'runs/2026/a'])).code).toBe(0)
    expect(layout(join(dir, 'runs', '2026'))).toEqual(['.a.run-*', 'a'])
  })
})

describe('score: interruption', () => {
  test('an abort mid-run exits 130 and leaves nothing', async () => {
    const dir = tempDir()
    smallRun(dir, 30)
    const controller = new AbortController()
    let lines = 0
    // The progress clock is read once per prediction line: abort on the 10th.
    const now = () => {
      if (++lines === 10) controller.abort()
      return lines * 1000
    }
    const result = await run(dir, argv, { signal: controller.signal, isTTY: true, now })
    expect(result.code).toBe(130)
    expect(result.stderr).toContain('interrupted; nothing was written')
    expect(entries(dir)).toEqual(['m.jsonl', 'p.jsonl'])
  })
})
