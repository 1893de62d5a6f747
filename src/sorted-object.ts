import type { JsonObject, JsonValue } from './json/types.js'

/** Up to this many keys, insertion sort beats `Array.prototype.sort` (objects of tool arguments are small). */
const INSERTION_LIMIT = 16

/**
 * A `null`-prototype object holding `items[i]` at `keys[i]`, keys (distinct) in UTF-16 code-unit order. Made as
 * `{}` whose prototype is then removed: V8 keeps such an object in fast mode, where `Object.create(null)` starts in
 * dictionary mode and makes every later read, `Object.hasOwn` and `Object.keys` slower. `keys` and `items` are
 * reordered in place.
 */
export function sortedObject(keys: string[], items: JsonValue[]): JsonObject {
  if (keys.length > INSERTION_LIMIT) sortLarge(keys, items)
  else sortSmall(keys, items)
  const out = {}
  Object.setPrototypeOf(out, null) // before any key: `__proto__` must become an own property, as on a bare object
  const record = out as JsonObject
  for (let index = 0; index < keys.length; index++) record[keys[index]!] = items[index]!
  return record
}

function sortSmall(keys: string[], items: JsonValue[]): void {
  for (let index = 1; index < keys.length; index++) {
    const key = keys[index]!
    if (keys[index - 1]! < key) continue
    const item = items[index]!
    let at = index
    while (at > 0 && keys[at - 1]! > key) {
      keys[at] = keys[at - 1]!
      items[at] = items[at - 1]!
      at--
    }
    keys[at] = key
    items[at] = item
  }
}

function sortLarge(keys: string[], items: JsonValue[]): void {
  const order = keys.map((_, index) => index)
  order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0))
  const sortedKeys = order.map((index) => keys[index]!)
  const sortedItems = order.map((index) => items[index]!)
  for (let index = 0; index < order.length; index++) {
    keys[index] = sortedKeys[index]!
    items[index] = sortedItems[index]!
  }
}
