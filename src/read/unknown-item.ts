import type { Path } from '../json/types.js'
import { failRead, typeName } from './read-error.js'
import type { NormalizedReadOptions } from './types.js'

/**
 * An item of a type the reader does not know, inside a container it recognised: an `unknown_item` read failure at
 * `path` naming the type (never dropped as "no call"), or nothing under `unknownItems: 'ignore'`.
 */
export function unknownItem(path: Path, type: unknown, options: NormalizedReadOptions): undefined {
  if (options.unknownItems === 'ignore') return undefined
  const token = typeof type === 'string' ? type : typeName(type)
  return failRead({ kind: 'unknown_item', path: [...path], token })
}
