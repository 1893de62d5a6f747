// Issue 7: aggregate.json is byte-identical across runs and across shard merges (in any order), whatever the
// order of the predictions.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readOut, run, tempDir, writeJsonl } from '../helpers.js'
import { mixedRows, shuffled } from '../mixed-rows.js'

const { manifest, predictions } = mixedRows(60, 7)

async function score(dir: string, name: string, rows = { manifest, predictions }, profile = 'arabic') {
  writeJsonl(join(dir, `${name}.m.jsonl`), rows.manifest)
  writeJsonl(join(dir, `${name}.p.jsonl`), rows.predictions)
  const argv = ['score', '--manifest', `${name}.m.jsonl`, '--predictions', `${name}.p.jsonl`, '--out', name]
  const result = await run(dir, [...argv, '--profile', profile, '--allow-missing'])
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
  return join(dir, name)
}

const bytes = (dir: string, file: string) => readFileSync(join(dir, file))

describe('determinism', () => {
  test('two runs over the same files write the same bytes, every file', async () => {
    const a = await score(tempDir(), 'run')
    const b = await score(tempDir(), 'run')
    for (const file of ['aggregate.json', 'samples.jsonl', 'run.json', 'report.html']) {
      expect(bytes(a, file)).toEqual(bytes(b, file))
    }
  })

  test('the order of the predictions changes samples.jsonl, never aggregate.json', async () => {
    const dir = tempDir()
    const a = await score(dir, 'a')
    const b = await score(dir, 'b', {
      manifest: shuffled(manifest, 1),
      predictions: shuffled(predictions, 2),
    })
    expect(bytes(a, 'aggregate.json')).toEqual(bytes(b, 'aggregate.json'))
    expect(bytes(a, 'samples.jsonl')).not.toEqual(bytes(b, 'samples.jsonl'))
  })

  test('three shards merged (in any order) give the unsharded aggregate.json, byte for byte', async () => {
    const dir = tempDir()
    const whole = await score(dir, 'whole')
    const cuts = [0, 19, 45, 60]
    for (let shard = 0; shard < 3; shard++) {
      const slice = (rows: typeof manifest) => rows.slice(cuts[shard], cuts[shard + 1])
      await score(dir, `shard${shard}`, { manifest: slice(manifest), predictions: slice(predictions) })
    }
    for (const [out, order] of [
      ['merged', ['shard0', 'shard1', 'shard2']],
      ['reversed', ['shard2', 'shard0', 'shard1']],
    ] as const) {
      const result = await run(dir, ['merge', ...order, '--out', out, '--quiet'])
      expect(result).toEqual({ code: 0, stdout: '', stderr: '' })
      expect(bytes(join(dir, out), 'aggregate.json')).toEqual(bytes(whole, 'aggregate.json'))
    }
    // Shards given in file order concatenate into the unsharded samples.jsonl.
    expect(bytes(join(dir, 'merged'), 'samples.jsonl')).toEqual(bytes(whole, 'samples.jsonl'))
  })

  test('shards that split the rows round-robin, with the predictions shuffled, merge to the same bytes', async () => {
    const dir = tempDir()
    const whole = await score(dir, 'whole')
    const shards = [0, 1, 2].map((shard) => ({
      manifest: manifest.filter((_, i) => i % 3 === shard),
      predictions: shuffled(
        predictions.filter((_, i) => i % 3 === shard),
        shard,
      ),
    }))
    for (const [shard, rows] of shards.entries()) await score(dir, `s${shard}`, rows)
    expect((await run(dir, ['merge', 's1', 's2', 's0', '--out', 'merged'])).code).toBe(0)
    expect(bytes(join(dir, 'merged'), 'aggregate.json')).toEqual(bytes(whole, 'aggregate.json'))
    const merged = JSON.parse(readOut(join(dir, 'merged'), 'aggregate.json'))
    expect(merged.inputs.manifest.rows).toBe(60)
    expect(
      JSON.parse(readOut(join(dir, 'merged'), 'run.json')).shards.map((s: { dir: string }) => s.dir),
    ).toEqual(['s1', 's2', 's0'])
  })

  test('a merge of merges is still the unsharded aggregate', async () => {
    const dir = tempDir()
    const whole = await score(dir, 'whole')
    for (const [index, range] of [
      [0, 30],
      [30, 60],
      [60, 120],
    ].entries()) {
      await score(dir, `s${index}`, {
        manifest: manifest.slice(...range),
        predictions: predictions.slice(...range),
      })
    }
    expect((await run(dir, ['merge', 's0', 's1', '--out', 'first'])).code).toBe(0)
    expect((await run(dir, ['merge', 'first', 's2', '--out', 'all'])).code).toBe(0)
    expect(bytes(join(dir, 'all'), 'aggregate.json')).toEqual(bytes(whole, 'aggregate.json'))
  })
})
