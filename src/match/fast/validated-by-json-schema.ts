import type { Call } from '../../read/types.js'
import type { ToolRegistry } from '../../schema/types.js'

/**
 * Whether every call names a tool validated by JSON Schema (checked by own keys, or on an escaped copy) or no tool
 * (invalid whatever its arguments); a zod or Standard Schema tool may read inherited properties.
 */
export function validatedByJsonSchema(calls: readonly Call[], registry: ToolRegistry): boolean {
  for (const call of calls) {
    const tool = registry.tools.get(call.name)
    if (tool !== undefined && tool.schema.source !== 'json-schema') return false
  }
  return true
}
