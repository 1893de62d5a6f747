import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { failRead, typeName } from './read-error.js'
import type { Call } from './types.js'

/**
 * Reads a format's list of calls or blocks at `path`: it must be an array of objects; `readOne` turns each into a
 * Call or `undefined` (a block with no call).
 */
export function readList(
  list: unknown,
  path: Path,
  readOne: (item: object, path: Path) => Call | undefined,
): Call[] {
  const items = arrayItems(list, path)
  if (items === undefined)
    return failRead({ kind: 'schema_invalid', path: [...path], expected: ['array'], detail: typeName(list) })
  const calls: Call[] = []
  items.forEach((item, index) => {
    const call = readOne(requireRecord(item, [...path, index]), [...path, index])
    if (call !== undefined) calls.push(call)
  })
  return calls
}

/** Reads `container[key]` as the list of `readOne`; a missing or `null` list is no call. */
export function readOptionalList(
  container: object,
  key: string,
  path: Path,
  readOne: (item: object, path: Path) => Call | undefined,
): Call[] {
  const list = field(container, key, path)
  return list === undefined || list === null ? [] : readList(list, [...path, key], readOne)
}

/** Checks that `value` is an object (not an array), or fails `schema_invalid` at `path`. */
export function requireRecord(value: unknown, path: Path): object {
  if (isRecord(value)) return value
  return failRead({ kind: 'schema_invalid', path: [...path], expected: ['object'], detail: typeName(value) })
}

/** Reads `container[key]`, which must be an object. */
export function requireField(container: object, key: string, path: Path): object {
  return requireRecord(field(container, key, path), [...path, key])
}

/** Picks element `index` of the array at `container[key]` (an OpenAI choice, a Gemini candidate). */
export function pickIndex(container: object, key: string, path: Path, index: number): object {
  const listPath = [...path, key]
  const list = field(container, key, path)
  const items = arrayItems(list, listPath)
  if (items === undefined)
    return failRead({ kind: 'schema_invalid', path: listPath, expected: ['array'], detail: typeName(list) })
  if (index >= items.length) {
    return failRead({
      kind: 'schema_invalid',
      path: [...listPath, index],
      expected: [`an index below ${items.length}`],
      detail: `no ${key} ${index}`,
    })
  }
  return requireRecord(items[index], [...listPath, index])
}
