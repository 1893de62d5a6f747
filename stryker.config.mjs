// @ts-check
/**
 * Mutation testing (issue #7): `npm run mutation`, or one folder with
 * `npm run mutation -- --mutate 'src/rules/**\/*.ts'`. Runs the Vitest `unit` tests that exercise the core, not the
 * slow end-to-end suites (see test/mutation.vitest.config.ts). Reports go to reports/mutation/ (gitignored).
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'test/mutation.vitest.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/rules/**/*.ts',
    'src/json/**/*.ts',
    'src/score/**/*.ts',
    'src/match/**/*.ts',
    // Barrels and type-only modules: nothing to mutate.
    '!src/**/index.ts',
    '!src/json/types.ts',
    '!src/score/aggregate-types.ts',
    '!src/score/final-types.ts',
    '!src/match/verdict.ts',
  ],
  // Keep the sandbox copy small: the built package, examples, benchmarks (with their own node_modules) and
  // reports play no part.
  ignorePatterns: [
    'dist',
    'coverage',
    'reports',
    'examples',
    'test/bench',
    '.stryker-tmp*',
    'stryker.*.tmp.mjs',
  ],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // Mutants in code that runs only when a module loads (module-level constants) survived here even where a test
  // plainly kills them (the runner does not reload the module per mutant), and each one runs every test: left out.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
