// @ts-check
import base from './stryker.config.mjs'

/**
 * Mutation testing of the witness (`src/read/witness`): `npx stryker run stryker.witness.config.mjs`. Its own tests
 * only (test/mutation-witness.vitest.config.ts): every reading runs the witness, so the readers' whole suite would
 * run for each mutant.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'test/mutation-witness.vitest.config.ts' },
  mutate: ['src/read/witness/**/*.ts'],
  jsonReporter: { fileName: 'reports/mutation/witness.json' },
  incrementalFile: 'reports/mutation/witness-incremental.json',
}
