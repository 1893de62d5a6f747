import type { JsonValue, Path } from '../../json/types.js'
import { argumentsKey } from '../arguments-key.js'
import { field, isRecord } from '../field.js'
import { readArguments } from '../read-arguments.js'
import { makeCall, readName } from '../read-call.js'
import { failRead, typeName } from '../read-error.js'
import type { Call, NormalizedReadOptions } from '../types.js'

/**
 * Reads one call object written as JSON in a text: its name under `nameKey` (a non-empty string), its arguments
 * under `arguments`, `parameters`, `input` or `args` (an object or a JSON-encoded object; absent is `{}` only when
 * no other key could hold them), and a string `id` when there is one. Anything else is a read failure at `path`.
 */
export function readJsonCall(
  value: JsonValue,
  path: Path,
  options: NormalizedReadOptions,
  nameKey = 'name',
): Call {
  if (!isRecord(value))
    return failRead({
      kind: 'schema_invalid',
      path: [...path],
      expected: ['call object'],
      detail: typeName(value),
    })
  const name = readName(field(value, nameKey, path), [...path, nameKey])
  const key = argumentsKey(value, path)
  const args =
    key === undefined
      ? readArguments({}, [...path], 'object', options)
      : readArguments(field(value, key, path), [...path, key], 'either', options)
  return makeCall(name, args, field(value, 'id', path))
}

/** Reads a JSON call object, or an array of them, as calls in order; `first` numbers the paths. */
export function readJsonCalls(
  value: JsonValue,
  first: number,
  options: NormalizedReadOptions,
  nameKey = 'name',
): Call[] {
  if (!Array.isArray(value)) return [readJsonCall(value, [first], options, nameKey)]
  return value.map((item, index) => readJsonCall(item, [first + index], options, nameKey))
}
