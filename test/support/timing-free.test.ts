import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { cpuTime } from './cpu-time.js'
import { timingUses, timingUsesUnder } from './timing-free.js'

const TEST = fileURLToPath(new URL('../', import.meta.url))
/**
 * Benchmarks time things on purpose (as ratios, outside `npm test`); consumer projects are users' code; the scan's
 * own files hold its examples; the mutation runs' configs bound each mutant (one may loop forever) and are not
 * part of `npm test`.
 */
const SKIP = [
  'bench',
  'consumers',
  'node_modules',
  'fixtures',
  'timing-free.ts',
  'timing-free.test.ts',
  'mutation.vitest.config.ts',
  'mutation-read.vitest.config.ts',
  'mutation-witness.vitest.config.ts',
]

describe('no test outcome depends on how loaded the machine is', () => {
  test.each([
    ["test('t', () => {}, 60_000)", 1],
    ["describe('d', { timeout: 30_000 }, () => {})", 1],
    ['beforeAll(async () => {\n}, 120_000)', 1],
    ["test('t', { timeout: 600_000 }, () => {})", 0],
    ['export function slice(runs = 300, timeoutMs = 60_000) {', 1],
    ['const timeout = 5_000', 1],
    ['{ testTimeout: 30_000, hookTimeout: 600_000 }', 1],
    ['const timeoutMs = HANG_BOUND', 0],
    ["{ name: 'exec', arguments: { timeout_ms: 10000 } }", 0],
    ['const took = performance.now() - started', 1],
    ['list.reduce((sum, x) => { return sum + x }, 0)', 0],
    ['const ms = cpuTime(() => work()).ms', 0],
  ])('the scan of %j finds %i', (text, count) => {
    expect(timingUses('probe.ts', text)).toHaveLength(count)
  })

  test('every file under test/: no timeout under the hang bound, no wall-clock measurement', () => {
    expect(timingUsesUnder(TEST, SKIP)).toEqual([])
  })

  test('cpuTime counts the work of its body, not the time spent waiting', () => {
    const busy = cpuTime(() => {
      let sum = 0
      for (let i = 0; i < 20_000_000; i++) sum += i % 7
      return sum
    })
    expect(busy.value).toBeGreaterThan(0)
    expect(busy.ms).toBeGreaterThan(0)
    const idle = cpuTime(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300))
    expect(idle.value).toBe('timed-out')
    expect(idle.ms).toBeLessThan(250)
  })
})
