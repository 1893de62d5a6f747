import type { JsonObject, JsonValue } from '../../json/types.js'

const OLD_DRAFTS = new Set([
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-04/schema#',
])

function decodeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~')
}

/**
 * The subschema a local `$ref` points at, resolved the way `z.fromJSONSchema` does: `#` is the root, and
 * `#/$defs/name` (`#/definitions/name` under draft-07 or draft-04) a definition. `undefined` for anything else.
 */
export function resolveRef(root: JsonObject, ref: string): JsonValue | undefined {
  if (ref === '#') return root
  const segments = ref.startsWith('#/') ? ref.slice(2).split('/') : []
  const defsKey = typeof root.$schema === 'string' && OLD_DRAFTS.has(root.$schema) ? 'definitions' : '$defs'
  const [first, name] = segments
  if (segments.length !== 2 || first !== defsKey || name === undefined || name === '') return undefined
  const defs = Object.hasOwn(root, '$defs') ? root.$defs : root.definitions
  if (typeof defs !== 'object' || defs === null || Array.isArray(defs)) return undefined
  const key = decodeSegment(name)
  return Object.hasOwn(defs, key) ? defs[key] : undefined
}
