import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { HANG_BOUND } from './hang-bound.js'

/** One place where a test's outcome would depend on how loaded the machine is. */
export interface TimingUse {
  file: string
  line: number
  text: string
}

/**
 * A timeout in milliseconds (a test's, a hook's, a suite's) written as a number: `timeout: 60_000`, `}, 60_000)`, or
 * a default or variable that names one (`timeoutMs = 60_000`, `testTimeout: 5_000`).
 */
const TIMEOUT =
  /\b(?:timeout|testTimeout|hookTimeout|timeoutMs)\s*(?::|=)\s*([\d_]+)|\}\s*,\s*([\d_]{4,})\s*,?\s*\)/g

/**
 * The lines of a test file that would make its outcome depend on load: a timeout shorter than `HANG_BOUND` (a
 * bound on a hang is set once, in vitest.config.ts) or a wall-clock measurement (`performance.now()`; measure CPU
 * time with `cpuTime` instead).
 */
export function timingUses(file: string, text: string): TimingUse[] {
  const found: TimingUse[] = []
  for (const [index, line] of text.split('\n').entries()) {
    for (const match of line.matchAll(TIMEOUT)) {
      const ms = Number((match[1] ?? match[2])!.replaceAll('_', ''))
      if (ms < HANG_BOUND) found.push({ file, line: index + 1, text: line.trim() })
    }
    if (line.includes('performance.now()')) found.push({ file, line: index + 1, text: line.trim() })
  }
  return found
}

/** Every .ts, .mts, .cjs and .mjs file under `dir`, but for `skip` (names of folders or files). */
export function testSources(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (skip.includes(entry.name)) return []
    if (entry.isDirectory()) return testSources(path, skip)
    return /\.(ts|mts|cjs|mjs)$/.test(entry.name) ? [path] : []
  })
}

/** The timing uses of every file under `dir`. */
export function timingUsesUnder(dir: string, skip: readonly string[]): TimingUse[] {
  return testSources(dir, skip).flatMap((file) => timingUses(file, readFileSync(file, 'utf8')))
}
