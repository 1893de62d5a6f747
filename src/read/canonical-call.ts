import type { Path } from '../json/types.js'
import { field, ownKeys } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import type { ItemShape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

const FIELDS: CallFields = { name: 'name', args: 'arguments', encoding: 'either', optionalArgs: true }
const ALLOWED = ['name', 'arguments', 'id']

/**
 * Reads `{name, arguments?, id?}`: arguments an object or a JSON-encoded object, absent meaning `{}`. Any other
 * key is `schema_invalid`, so an envelope such as `{name, parameters}` is not silently read as a call without
 * arguments.
 */
function readCanonical(value: object, path: Path, options: NormalizedReadOptions): Call {
  for (const key of ownKeys(value, path)) {
    if (!ALLOWED.includes(key))
      failRead({ kind: 'schema_invalid', path: [...path, key], expected: ALLOWED, detail: 'unknown field' })
  }
  return readCall(value, path, FIELDS, options, field(value, 'id', path))
}

/** The library's own call shape, `{name, arguments}`. */
export const canonicalCall = {
  call: {
    name: 'canonical.call',
    format: 'canonical',
    topLevel: true,
    requires: ['name'],
    matches: (value, path) => field(value, 'name', path) !== undefined,
    read: readCanonical,
  },
} satisfies Record<string, ItemShape>
