import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The tests `npm run mutation:read` (stryker.read.config.mjs) runs against each mutant of src/read: the readers'
 * own tests (test/ mirrors src/), the read invariants of the fuzz suite (a quick slice) and the hostile received
 * values (getters, proxies, prototype keys, values JSON has no word for). Left out: the matchers, reports, CLI and
 * the slow hostile suites (huge strings and mismatch lists), which read through the same functions but would run
 * for nearly every mutant. The real-fixture corpus (`../shared`) is absent from Stryker's sandbox, so its test skips.
 */
export default defineConfig({
  test: {
    include: [
      'test/read/**/*.test.ts',
      'test/fuzz/read.test.ts',
      'test/hostile/traps.test.ts',
      'test/hostile/prototype-keys.test.ts',
      'test/hostile/non-json-values.test.ts',
    ],
    exclude: [...configDefaults.exclude],
    testTimeout: 60_000,
    // One module graph for every test file of a mutant's run: each run then skips re-importing the readers per file
    // (1.5x faster over the run readers, same verdict for every mutant). Stryker switches mutants through a global
    // at run time, so a shared graph sees each one; module-level mutants are ignored (`ignoreStatic`).
    isolate: false,
    // Skips the complexity guards (Stryker replaces any `testNamePattern` set here).
    setupFiles: ['test/mutation.setup.ts'],
  },
})
