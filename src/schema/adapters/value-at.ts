import type { JsonValue, Path } from '../../json/types.js'

/** What sits at a path: the value when present, and whether the parent is an object (so a missing key is missing). */
export interface Lookup {
  present: boolean
  value: JsonValue | undefined
  /** True when the path's last key is absent from an object that does exist. */
  inObject: boolean
}

function child(container: JsonValue, segment: string | number): { found: boolean; value?: JsonValue } {
  if (Array.isArray(container)) {
    const found = typeof segment === 'number' && segment >= 0 && segment < container.length
    return found ? { found, value: container[segment]! } : { found }
  }
  if (container === null || typeof container !== 'object') return { found: false }
  const key = String(segment)
  return Object.hasOwn(container, key) ? { found: true, value: container[key]! } : { found: false }
}

/** Looks a path up in JSON data, own properties only. The empty path is the value itself. */
export function valueAt(root: JsonValue, path: Path): Lookup {
  let current: JsonValue = root
  for (let index = 0; index < path.length; index++) {
    const next = child(current, path[index]!)
    if (!next.found || next.value === undefined) {
      const isObject = current !== null && typeof current === 'object' && !Array.isArray(current)
      return { present: false, value: undefined, inObject: index === path.length - 1 && isObject }
    }
    current = next.value
  }
  return { present: true, value: current, inObject: false }
}
