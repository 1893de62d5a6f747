import { compileTurn } from '../compile/compile-turn.js'
import { parseJson } from '../json/parse.js'
import type { JsonObject } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'

/** A stored snapshot read back: a turn expectation in its plain-JSON form, rules included. */
export type SnapshotExpectation = JsonObject

/** How deep a stored snapshot may nest: received data (64 levels) plus the rules a person wraps around it. */
const MAX_SNAPSHOT_DEPTH = 256

/**
 * The hint for a bad escape: snapshots are JSON inside a template literal (inline, and in `.snap` files), so one
 * backslash of a regular expression is written four times there.
 */
const BACKSLASH_HINT =
  "; a regular expression's backslash is written four times in an inline or .snap snapshot (doubled for JSON, " +
  'doubled again for the template literal that holds it): the pattern \\d is written "\\\\\\\\d"'

/**
 * Reads stored snapshot text (JSON in the expectation language, surrounding white space ignored) and checks it the
 * way any expectation is checked. A snapshot that is not JSON, repeats a key, or is not a valid expectation (an
 * unknown `$rule`, a rule with bad parameters) is the test author's to fix: a `MatcherUsageError` naming the
 * snapshot (`name`, e.g. "snapshot `weather > records 1`") and the path inside it.
 */
export function parseSnapshot(text: string, name = 'the tool-call snapshot'): SnapshotExpectation {
  const value = parseSnapshotJson(text, name, 'a turn expectation')
  checkSnapshot(name, () => compileTurn(value, { unicode: 'nfc', extraArguments: 'forbid', written: 'json' }))
  return value
}

/**
 * The JSON object stored snapshot text holds (`what` says which expectation, for the usage error when it holds
 * something else); text that is not JSON is a `MatcherUsageError` naming the snapshot and where the JSON breaks.
 */
export function parseSnapshotJson(text: string, name: string, what: string): JsonObject {
  const parsed = parseJson(text, { maxDepth: MAX_SNAPSHOT_DEPTH })
  if (!parsed.ok) {
    const { kind, position, token } = parsed.failure
    const shown = token === undefined ? '' : ` ${JSON.stringify(token)}`
    const words =
      kind !== 'not_json'
        ? `${kind.replaceAll('_', ' ')}${shown}`
        : shown === ''
          ? 'the text ends early'
          : `unexpected${shown}`
    const hint = kind === 'not_json' && token?.startsWith('\\') === true ? BACKSLASH_HINT : ''
    throw new MatcherUsageError(
      [],
      `${name} is not JSON (${words} at ${position.line}:${position.column})${hint}`,
    )
  }
  const value = parsed.value
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new MatcherUsageError([], `${name} must hold a JSON object (${what})`)
  }
  return value
}

/** Runs `compile` on a stored snapshot; its usage error is given the snapshot's name. */
export function checkSnapshot(name: string, compile: () => unknown): void {
  try {
    compile()
  } catch (error) {
    if (error instanceof MatcherUsageError)
      throw new MatcherUsageError(error.path, `${name}: ${error.problem}`)
    throw error
  }
}
