import type { Path } from '../json/types.js'
import { field, isRecord, ownKeys } from './field.js'
import { readArguments } from './read-arguments.js'
import { makeCall, readName } from './read-call.js'
import type { ItemShape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

/** The one key of `value` when it has exactly one whose value is an object. */
function onlyKey(value: object, path: Path): string | undefined {
  const keys = ownKeys(value, path)
  const key = keys[0]
  return keys.length === 1 && key !== undefined && isRecord(field(value, key, path)) ? key : undefined
}

function readEntry(value: object, path: Path, options: NormalizedReadOptions): Call {
  const key = onlyKey(value, path) ?? ''
  const at = [...path, key]
  const name = readName(key, at)
  return makeCall(name, readArguments(field(value, key, path), at, 'object', options))
}

/**
 * BFCL's decoded output: `[{func_name: {param: value}}, …]`. Recognised only inside an array: alone, a single-key
 * object whose value is an object would match far too many things.
 */
export const bfcl = {
  entry: {
    name: 'bfcl.entry',
    format: 'bfcl',
    topLevel: false,
    matches: (value, path) => onlyKey(value, path) !== undefined,
    read: readEntry,
  },
} satisfies Record<string, ItemShape>
