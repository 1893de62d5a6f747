/**
 * Tool-call and run snapshots, runner-neutral: the canonical calls (or the whole run) written in the expectation
 * language (so a person can loosen a field by hand), compared with those rules, and resolved on update so
 * hand-written rules survive. The runner faces are `./vitest.js` and `./jest.js`; the serializer is for
 * `expect(x).toMatchSnapshot()`.
 */

export type { ResultsMode, RunSnapshotOptions } from '../matchers/matcher-options.js'
export { type CapturedCalls, type CapturedTurn, type CaptureFailure, captureCalls } from './capture-calls.js'
export { matchSnapshot, type SnapshotMatch } from './match-snapshot.js'
export { parseSnapshot, type SnapshotExpectation } from './parse-snapshot.js'
export { renderSnapshot } from './render-snapshot.js'
export { resolveTurn } from './resolve-turn.js'
export { type CapturedRun, type CapturedRunOrFailure, captureRun } from './run/capture-run.js'
export { matchRunSnapshot } from './run/match-run-snapshot.js'
export { parseRunSnapshot, type RunSnapshotExpectation } from './run/parse-run-snapshot.js'
export { resolveRun } from './run/resolve-run.js'
export { type ToolCallSerializer, toolCallSerializer } from './serializer.js'
export {
  createSnapshotAdapter,
  type SnapshotAdapterOptions,
  type ToolCallSnapshotAdapter,
} from './snapshot-adapter.js'
