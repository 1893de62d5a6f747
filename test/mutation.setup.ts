import { beforeEach } from 'vitest'

/**
 * Setup for `npm run mutation` and `npm run mutation:read` only (test/mutation*.vitest.config.ts). It skips the
 * complexity guards, tests that feed 100,000 braces or 20,000 elements to a scan: instrumented, they are slow
 * without being quadratic, and they cover so much that they would run for nearly every mutant. `npm test` still runs them; under Stryker, a mutant
 * that loops is caught by its timeout.
 */
const COMPLEXITY_GUARDS =
  /stays fast on|fast on 100,000|100,000-deep|100,000-row|pair by key, fast|read in linear time/

beforeEach((context) => {
  if (COMPLEXITY_GUARDS.test(context.task.name)) context.skip()
})
