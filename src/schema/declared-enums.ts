import type { JsonValue } from '../json/types.js'
import type { Mismatch } from '../mismatch.js'
import type { Call } from '../read/types.js'
import type { ToolRegistry } from './types.js'

/** The values a tool's schema allows for one top-level argument, when it declares an enum. */
function declaredEnum(
  registry: ToolRegistry,
  tool: string,
  argument: string,
): readonly JsonValue[] | undefined {
  const properties = registry.tools.get(tool)?.schema.jsonSchema?.properties
  if (properties === null || typeof properties !== 'object' || Array.isArray(properties)) return undefined
  if (!Object.hasOwn(properties, argument)) return undefined
  const property = properties[argument]
  if (property === null || typeof property !== 'object' || Array.isArray(property)) return undefined
  const values = Object.hasOwn(property, 'enum') ? property.enum : undefined
  return Array.isArray(values) ? values : undefined
}

/**
 * Adds the allowed values of an enum-typed argument to the value and type mismatches found on it, so a message can
 * say them (derived from the schema, never loosening anything).
 */
export function withDeclaredEnums(
  mismatches: readonly Mismatch[],
  calls: readonly Call[],
  registry: ToolRegistry,
) {
  return mismatches.map((mismatch) => {
    const [root, index, section, argument] = mismatch.path
    if ((mismatch.kind !== 'value' && mismatch.kind !== 'type') || mismatch.allowed !== undefined)
      return mismatch
    if (
      root !== 'calls' ||
      typeof index !== 'number' ||
      section !== 'arguments' ||
      typeof argument !== 'string'
    ) {
      return mismatch
    }
    const call = calls[index]
    const allowed = call === undefined ? undefined : declaredEnum(registry, call.name, argument)
    return allowed === undefined ? mismatch : { ...mismatch, allowed }
  })
}
