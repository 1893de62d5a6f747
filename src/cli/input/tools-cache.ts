import type { JsonValue } from '../../json/types.js'
import { defineTools } from '../../schema/define-tools.js'
import type { ToolInput, ToolSet } from '../../schema/types.js'
import { MatcherUsageError } from '../../usage-error.js'

/** A tool set as `score` takes it. */
export type Tools = ToolSet<Record<string, ToolInput>>

/** Tools built from JSON, or why they could not be. */
export type ToolsResult = { ok: true; tools: Tools } | { ok: false; error: MatcherUsageError }

/**
 * Builds tool sets from their JSON form with `defineTools`, once per distinct value (rows usually share a few),
 * keeping at most `limit` of them so that memory stays bounded when every row has its own.
 */
export class ToolsCache {
  private readonly entries = new Map<string, ToolsResult>()

  constructor(private readonly limit = 64) {}

  /** The tool set of a JSON value (a provider list or `{ name: { schema, … } }`), or its `MatcherUsageError`. */
  get(value: JsonValue): ToolsResult {
    const key = JSON.stringify(value)
    const cached = this.entries.get(key)
    if (cached !== undefined) return cached
    const result = build(value)
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, result)
    return result
  }
}

function build(value: JsonValue): ToolsResult {
  try {
    return { ok: true, tools: defineTools(value as object as Record<string, ToolInput>) }
  } catch (error) {
    if (error instanceof MatcherUsageError) return { ok: false, error }
    throw error
  }
}
