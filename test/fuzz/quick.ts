import { test } from 'vitest'
import { HANG_BOUND } from '../support/hang-bound.js'
import { assertInvariant } from './run-fuzz.js'
import type { Invariant } from './support.js'

/** The quick slice's seed: `npm test` runs the same inputs every time. */
export const QUICK_SEED = 20_261_207

/**
 * Declares one test per invariant, each a few hundred seeded runs (`FUZZ_QUICK_RUNS` changes how many); the
 * million-input run is `npm run fuzz`. Each test is bounded only by the hang bound: an input that is slow is the
 * invariant's to judge (in CPU time), never the wall clock's.
 */
export function quickSlice(invariants: readonly Invariant[], numRuns = 300): void {
  const runs = Number(process.env.FUZZ_QUICK_RUNS ?? numRuns)
  for (const item of invariants) {
    test(item.name, () => assertInvariant(item, { seed: QUICK_SEED, numRuns: runs }), HANG_BOUND)
  }
}
