// `merge`: what may be merged, and what is refused (with file and line), writing nothing.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { entries, readOut, run, smallRun, tempDir, writeJsonl } from '../helpers.js'

async function shard(dir: string, name: string, rows: number, extra: string[] = []) {
  smallRun(dir, rows, { manifest: `${name}.m.jsonl`, predictions: `${name}.p.jsonl` })
  const argv = ['score', '--manifest', `${name}.m.jsonl`, '--predictions', `${name}.p.jsonl`, '--out', name]
  expect((await run(dir, [...argv, ...extra])).code).toBe(0)
}

describe('merge', () => {
  test('run.json lists the shards’ own run.json; the summary counts every sample', async () => {
    const dir = tempDir()
    await shard(dir, 'a', 3)
    writeJsonl(join(dir, 'b.m.jsonl'), [{ id: 'b0', expected: { abstain: true } }])
    writeJsonl(join(dir, 'b.p.jsonl'), [{ id: 'b0', prediction_raw: 'Nothing to do.' }])
    expect(
      (await run(dir, ['score', '--manifest', 'b.m.jsonl', '--predictions', 'b.p.jsonl', '--out', 'b'])).code,
    ).toBe(0)
    const result = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(result).toEqual({
      code: 0,
      stdout: '4 samples · 3 passed (75.0%) · overall score 0.833 → ab\n',
      stderr: '',
    })
    const runFile = JSON.parse(readOut(join(dir, 'ab'), 'run.json'))
    expect(runFile).toMatchObject({ command: 'merge', profile: 'default', samples: 4 })
    expect(runFile.shards).toEqual([
      { dir: 'a', run: JSON.parse(readOut(join(dir, 'a'), 'run.json')) },
      { dir: 'b', run: JSON.parse(readOut(join(dir, 'b'), 'run.json')) },
    ])
  })

  test('runs of different profiles do not merge', async () => {
    const dir = tempDir()
    await shard(dir, 'a', 3)
    await shard(dir, 'b', 3, ['--profile', 'arabic'])
    const result = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('b/aggregate.json: cannot combine runs of profile default and arabic')
    expect(entries(dir)).not.toContain('ab')
  })

  test('runs with different tools or weights do not merge', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 't.json'), '[]')
    writeFileSync(join(dir, 'w.json'), '{"simple": 1, "dialect_handling": 1, "error_recovery": 2}')
    await shard(dir, 'a', 3)
    await shard(dir, 'b', 3, ['--tools', 't.json', '--weights', 'w.json'])
    const { code, stderr } = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(code).toBe(2)
    expect(stderr).toMatch(/b\/aggregate\.json: cannot combine runs of tools none and [0-9a-f]{64}/)
    expect(stderr).toContain('b/aggregate.json: cannot combine runs of weights none and {')
  })

  test('a sample id in two shards is refused, with both places', async () => {
    const dir = tempDir()
    await shard(dir, 'a', 3)
    await shard(dir, 'b', 4)
    const { code, stderr } = await run(dir, ['merge', 'a', 'b', '--out', 'ab'])
    expect(code).toBe(2)
    expect(stderr).toContain('b/samples.jsonl:1: id: duplicate id "s0" (first at a/samples.jsonl:1)')
    expect(stderr).toContain('b/samples.jsonl:3: id: duplicate id "s2" (first at a/samples.jsonl:3)')
    expect(entries(dir)).not.toContain('ab')
  })

  test('directories that are not runs, or were tampered with', async () => {
    const dir = tempDir()
    await shard(dir, 'a', 3)
    await shard(dir, 'b', 3)
    await shard(dir, 'c', 3)
    rmSync(join(dir, 'b', 'run.json'))
    const file = join(dir, 'c', 'aggregate.json')
    writeFileSync(file, readFileSync(file, 'utf8').replace('"passes": 2', '"passes": -2'))
    writeFileSync(
      join(dir, 'a', 'samples.jsonl'),
      readOut(join(dir, 'a'), 'samples.jsonl').split('\n').slice(1).join('\n'),
    )
    const { code, stderr } = await run(dir, ['merge', 'a', 'b', 'c', 'nowhere', '--out', 'all'])
    expect(code).toBe(2)
    expect(stderr).toContain('b/run.json: cannot read the file: no such file')
    expect(stderr).toMatch(/c\/aggregate\.json: not an expect-tool-calls run: .* at aggregate\.all\.passes/)
    expect(stderr).toContain('nowhere/aggregate.json: cannot read the file: no such file')
    const other = join(dir, 'b', 'aggregate.json')
    writeFileSync(other, readFileSync(other, 'utf8').replace('"profile": "default"', '"profile": "arabic"'))
    writeFileSync(join(dir, 'b', 'run.json'), '{}')
    const mixed = await run(dir, ['merge', 'b', '--out', 'all'])
    expect(mixed.stderr).toContain(
      'b/aggregate.json: not an expect-tool-calls run: the aggregate was made with another profile at aggregate.profile',
    )
    const alone = await run(dir, ['merge', 'a', '--out', 'all'])
    expect(alone.stderr).toContain(
      'a/samples.jsonl: not an expect-tool-calls run: samples.jsonl has 2 samples but aggregate.json counts 3',
    )
    expect(entries(dir)).not.toContain('all')
  })

  test('usage errors and refusals', async () => {
    const dir = tempDir()
    await shard(dir, 'a', 3)
    expect((await run(dir, ['merge', '--out', 'x'])).stderr).toContain('give the run directories to merge')
    expect((await run(dir, ['merge', 'a'])).stderr).toContain('missing --out')
    expect((await run(dir, ['merge', 'a', '--out', './a', '--force'])).stderr).toContain(
      '--out must not be one of the directories being merged',
    )
    const exists = await run(dir, ['merge', 'a', '--out', 'a.m.jsonl'])
    expect(exists.code).toBe(3)
  })
})
