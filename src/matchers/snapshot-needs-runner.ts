import { MatcherUsageError } from '../usage-error.js'

/**
 * The usage error of a snapshot matcher registered without a runner's snapshot store (the standalone `expect`
 * package under `node:test` or Mocha, or `expect.extend(matchers)` by hand): snapshots are files a runner keeps.
 */
export function snapshotNeedsRunner(name: string, instead = 'toMatchTurn'): MatcherUsageError {
  return new MatcherUsageError(
    [],
    `${name} needs Vitest or Jest, which store snapshots: register the matchers with the setup entry ` +
      "(`setupFiles: ['expect-tool-calls/vitest']` or `setupFilesAfterEnv: ['expect-tool-calls/jest']`). " +
      `Elsewhere, keep the expectation in a JSON file and compare with ${instead}.`,
  )
}
