import { readFileSync } from 'node:fs'
import { defineTools } from '../../src/compile/define-tools.js'
import type { MatchOptions } from '../../src/match/options.js'
import type { ToolInput } from '../../src/schema/types.js'

/** The CLI's rows as a program that uses the library would hold them, parsed before any timing. */
export interface CliRows {
  /** What each row's model returned: its prediction row's `prediction`, or `prediction_raw`. */
  received: unknown[]
  /** Each row's expectation as JSON text, parsed anew for every batch (see `FreshBatches`). */
  expectations: string[]
  /** Each row's options: `{ profile, tools }`, frozen, one object (and one `defineTools`) per distinct tool set. */
  options: MatchOptions[]
}

const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')

/**
 * Reads the manifest and predictions the CLI bench scores (rows joined by id) into what `match` takes. Tool sets are
 * built once per distinct set, as the `match` rows build them once per BFCL question: building them is the CLI's
 * work, done once per distinct set there too.
 */
export function readCliRows(manifestPath: string, predictionsPath: string, profile: string): CliRows {
  const byId = new Map<string, unknown>()
  for (const line of lines(predictionsPath)) {
    const row = JSON.parse(line) as { id: string; prediction?: unknown; prediction_raw?: unknown }
    byId.set(row.id, row.prediction ?? row.prediction_raw)
  }
  const built = new Map<string, MatchOptions>()
  const rows: CliRows = { received: [], expectations: [], options: [] }
  for (const line of lines(manifestPath)) {
    const row = JSON.parse(line) as { id: string; expected: unknown; tools?: unknown }
    const key = JSON.stringify(row.tools ?? null)
    let options = built.get(key)
    if (options === undefined) {
      const tools = row.tools === undefined ? undefined : defineTools(row.tools as Record<string, ToolInput>)
      options = Object.freeze(tools === undefined ? { profile } : { profile, tools })
      built.set(key, options)
    }
    rows.received.push(byId.get(row.id))
    rows.expectations.push(JSON.stringify(row.expected))
    rows.options.push(options)
  }
  return rows
}
