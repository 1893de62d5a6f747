/**
 * How long any test or hook may run before it counts as hung: ten minutes. A bound on a hang, never on speed: on a
 * loaded machine (2 cores shared by several suites) a test gets a tenth of a core and takes ten times its seconds,
 * and must still pass. Set once in `vitest.config.ts` for every project; a test sets no shorter timeout of its own.
 * Where a test must show that something is fast (a pattern that must not backtrack), it measures CPU time
 * (`cpu-time.ts`), which load does not stretch.
 */
export const HANG_BOUND = 600_000
