// @ts-check
import base from './stryker.config.mjs'

/**
 * Mutation testing of the readers (`src/read`, issue #21): `npm run mutation:read`, or one folder with
 * `npm run mutation:read -- --mutate 'src/read/text/**\/*.ts' --incrementalFile reports/mutation/read-text.json`.
 * Kept apart from `npm run mutation` so the core's runs stay as fast as they were: the readers' tests
 * (test/mutation-read.vitest.config.ts) run only here.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'test/mutation-read.vitest.config.ts' },
  mutate: [
    'src/read/**/*.ts',
    // Barrels and type-only modules: nothing to mutate.
    '!src/read/**/index.ts',
    '!src/read/types.ts',
    '!src/read/read-options.ts',
    '!src/read/run/types.ts',
  ],
  jsonReporter: { fileName: 'reports/mutation/read.json' },
  incrementalFile: 'reports/mutation/read-incremental.json',
}
