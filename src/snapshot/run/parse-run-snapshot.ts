import type { JsonObject } from '../../json/types.js'
import { normalizeMatchOptions } from '../../match/options.js'
import { compileRun } from '../../match/run/compile-run.js'
import { checkSnapshot, parseSnapshotJson } from '../parse-snapshot.js'

/** A stored run snapshot read back: a run expectation in its plain-JSON form, rules included. */
export type RunSnapshotExpectation = JsonObject

/**
 * Reads stored run snapshot text (JSON, surrounding white space ignored) and checks it the way `toMatchRun` checks
 * a run expectation, as JSON (no rule that holds a function). A snapshot that is not JSON, or not a valid run
 * expectation (an unknown key or `$rule`, an unknown order name), is a `MatcherUsageError` naming the snapshot and
 * the path inside it.
 */
export function parseRunSnapshot(text: string, name = 'the run snapshot'): RunSnapshotExpectation {
  const value = parseSnapshotJson(text, name, 'a run expectation')
  checkSnapshot(name, () => compileRun(value, { ...normalizeMatchOptions(undefined), written: 'json' }))
  return value
}
