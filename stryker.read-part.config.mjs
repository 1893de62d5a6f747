// @ts-check
import read from './stryker.read.config.mjs'

/**
 * One part of `npm run mutation:read`, with its own report and incremental file, so a long run can be done folder
 * by folder and each part kept as soon as it ends:
 * `PART=stream PART_MUTATE='src/read/stream/**\/*.ts' npx stryker run stryker.read-part.config.mjs`
 * (reports/mutation/read-stream.json). The whole of `src/read` is the union of `run`, `stream`, `text` (with
 * `pythonic`) and the root files (`src/read/*.ts`).
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const name = process.env.PART ?? 'part'
export default {
  ...read,
  mutate: [
    ...(process.env.PART_MUTATE ?? '').split(',').filter((glob) => glob !== ''),
    ...(read.mutate ?? []).filter((glob) => glob.startsWith('!')),
  ],
  jsonReporter: { fileName: `reports/mutation/read-${name}.json` },
  incrementalFile: `reports/mutation/read-${name}-incremental.json`,
}
