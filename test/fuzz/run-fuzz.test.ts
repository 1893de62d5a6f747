import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runFuzz, settingsFromEnv, shardOf } from './run-fuzz.js'
import { invariant } from './support.js'

const cheap = [
  invariant('one', 1, fc.nat(), () => {}),
  invariant('two', 1, fc.nat(), () => {}),
  invariant('three', 4, fc.nat(), () => {}),
]

/** The step lines a run logs (`step n/total …`), as their numbers. */
async function stepsRun(env: NodeJS.ProcessEnv): Promise<number[]> {
  const lines: string[] = []
  await runFuzz(
    cheap,
    settingsFromEnv({ FUZZ_SEED: '5', FUZZ_RUNS: '300', FUZZ_CHUNK: '20', ...env }),
    (line) => lines.push(line),
  )
  return lines.map((line) => Number(/^step (\d+)\//.exec(line)?.[1]))
}

describe('runFuzz: shards', () => {
  test('shards with the same seed run every step exactly once between them', async () => {
    const all = await stepsRun({})
    const shards = await Promise.all(['0/3', '1/3', '2/3'].map((shard) => stepsRun({ FUZZ_SHARD: shard })))
    expect(all.length).toBeGreaterThan(6)
    for (const steps of shards) expect(steps.length).toBeGreaterThan(0)
    expect(shards.flat().sort((a, b) => a - b)).toEqual(all)
    expect(await stepsRun({ FUZZ_SHARD: '0/1' })).toEqual(all)
  })

  test('a shard resumed from a step skips the steps before it', async () => {
    const steps = await stepsRun({ FUZZ_SHARD: '1/2', FUZZ_FROM: '5' })
    expect(steps.every((step) => step > 5 && step % 2 === 0)).toBe(true)
  })

  test.each([
    [undefined, { index: 0, of: 1 }],
    ['', { index: 0, of: 1 }],
    ['1/2', { index: 1, of: 2 }],
  ])('FUZZ_SHARD=%j', (text, shard) => {
    expect(shardOf(text)).toEqual(shard)
  })

  test.each(['2/2', '0/0', '1', 'a/b', '-1/2'])('a malformed FUZZ_SHARD (%j) is an error', (text) => {
    expect(() => shardOf(text)).toThrow(`FUZZ_SHARD must be index/of with index < of, not ${text}`)
  })
})
