import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The tests `stryker.witness.config.mjs` runs against each mutant of `src/read/witness`: the witness's own tests
 * (census, conservation, the witness through the readers, the insertion property over every fixture) and the guard
 * of one reading path. The witness runs on every reading, so the whole of `test/read` would cover every mutant and run
 * for each; these are the tests that say what it must find.
 */
export default defineConfig({
  test: {
    include: [
      'test/read/witness/**/*.test.ts',
      'test/read/run/one-reading-path.test.ts',
      'test/fuzz/runs.test.ts',
    ],
    exclude: [...configDefaults.exclude],
    testTimeout: 60_000,
    isolate: false,
    setupFiles: ['test/mutation.setup.ts'],
  },
})
