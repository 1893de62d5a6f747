import type { Path } from '../json/types.js'
import { ARGUMENTS_KEYS, argumentsKey } from './arguments-key.js'
import { field, ownKeys } from './field.js'
import { readCall } from './read-call.js'
import { failRead } from './read-error.js'
import type { ItemShape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

const ALLOWED = ['name', 'id', ...ARGUMENTS_KEYS]

/**
 * Reads `{name, arguments?, id?}`: arguments an object or a JSON-encoded object, under `arguments`, `parameters`
 * (Llama 3.x), `input` or `args` (two at once is `ambiguous_arguments`), absent meaning `{}`. Any other key is
 * `schema_invalid`, so an envelope such as `{name, params}` is not silently read as a call without arguments.
 */
function readCanonical(value: object, path: Path, options: NormalizedReadOptions): Call {
  for (const key of ownKeys(value, path)) {
    if (!ALLOWED.includes(key))
      failRead({ kind: 'schema_invalid', path: [...path, key], expected: ALLOWED, detail: 'unknown field' })
  }
  const args = argumentsKey(value, path) ?? 'arguments'
  const fields = { name: 'name', args, encoding: 'either', optionalArgs: true } as const
  return readCall(value, path, fields, options, field(value, 'id', path))
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
