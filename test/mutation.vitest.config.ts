import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The tests `npm run mutation` (StrykerJS) runs against each mutant of src/rules, src/json, src/score and
 * src/match: the unit tests of those folders and of the stages right around them (test/ mirrors src/). A mutant
 * these do not kill is a rule that could change unnoticed by the tests written for it, even when some end-to-end
 * suite would notice. Left out for speed, since with per-test coverage each would run for nearly every mutant: the
 * readers, matchers, reporters, CLI, snapshot, BFCL, hostile-input and fuzz suites (and test/package, test/jest).
 * For one folder's own tests only, add e.g. `--testFiles 'test/json/**\/*.test.ts'` (much faster).
 */
export default defineConfig({
  test: {
    include: [
      'test/*.test.ts',
      'test/rules/**/*.test.ts',
      'test/json/**/*.test.ts',
      'test/score/**/*.test.ts',
      'test/match/**/*.test.ts',
      'test/expect/**/*.test.ts',
      'test/compile/**/*.test.ts',
      'test/assignment/**/*.test.ts',
    ],
    // Tests that read examples/, which the sandbox leaves out (stryker.config.mjs `ignorePatterns`).
    exclude: [...configDefaults.exclude, 'test/readme.test.ts', 'test/compile/json-schema-examples.test.ts'],
    // Instrumented code on a shared machine is slow; Stryker times mutant runs out on its own.
    testTimeout: 60_000,
    // Skips the complexity guards (Stryker replaces any `testNamePattern` set here).
    setupFiles: ['test/mutation.setup.ts'],
  },
})
