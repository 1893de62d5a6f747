import { defineTools } from '../../compile/define-tools.js'
import type { JsonValue } from '../../json/types.js'
import type { ToolInput, ToolSet } from '../../schema/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { sameJsonText } from './same-json-text.js'

/** A tool set as `score` takes it. */
export type Tools = ToolSet<Record<string, ToolInput>>

/** Tools built from JSON, or why they could not be. */
export type ToolsResult = { ok: true; tools: Tools } | { ok: false; error: MatcherUsageError }

/**
 * Builds tool sets from their JSON form with `defineTools`, once per distinct JSON text (rows usually share a few),
 * keeping at most `limit` of them so that memory stays bounded when every row has its own. The value asked for last
 * is kept: the same object, or one with the same text (the next row's, usually), is answered without building the
 * key, which costs as much as the rest of the row's reading.
 */
export class ToolsCache {
  private readonly entries = new Map<string, ToolsResult>()
  private last: { value: JsonValue; result: ToolsResult } | undefined

  constructor(private readonly limit = 64) {}

  /** The tool set of a JSON value (a provider list or `{ name: { schema, … } }`), or its `MatcherUsageError`. */
  get(value: JsonValue): ToolsResult {
    const last = this.last
    if (last !== undefined && sameJsonText(value, last.value)) {
      this.last = { value, result: last.result }
      return last.result
    }
    const result = this.byText(value)
    this.last = { value, result }
    return result
  }

  private byText(value: JsonValue): ToolsResult {
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
