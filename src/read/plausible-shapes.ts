import type { ItemShape } from './shape.js'

/** Objects with more own keys than this are not indexed: every shape is asked, as before the index. */
const MAX_INDEXED_KEYS = 64

/** Bit masks over one list of shapes (bit i is `shapes[i]`): per key, the shapes that require it. */
interface ShapeIndex {
  bitOf: Map<ItemShape, number>
  byKey: Map<string, number>
  /** The shapes without `requires`, which any object may fit. */
  open: number
  all: number
}

const indexes = new WeakMap<readonly ItemShape[], ShapeIndex | null>()

function buildIndex(shapes: readonly ItemShape[]): ShapeIndex | null {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: no list of shapes comes near 31
  if (shapes.length > 31) return null
  const index: ShapeIndex = { bitOf: new Map(), byKey: new Map(), open: 0, all: 0 }
  shapes.forEach((shape, position) => {
    const bit = 1 << position
    index.bitOf.set(shape, bit)
    // Stryker disable next-line AssignmentOperator: with no bit in `all`, every element gets the test (same answers)
    index.all |= bit
    if (shape.requires === undefined) index.open |= bit
    else for (const key of shape.requires) index.byKey.set(key, (index.byKey.get(key) ?? 0) | bit)
  })
  return index
}

/**
 * A test of which `shapes` an element could fit, judged from its own keys by each shape's `requires`, so that
 * shapes it cannot fit are not asked (each asking reads fields defensively). Only plain objects (prototype
 * `Object.prototype` or `null`) are judged so: an SDK class keeps getters on its prototype, and an object whose
 * keys cannot be listed (a Proxy that throws) is left to the shapes themselves. An object is judged by the keys it
 * lists: a Proxy that answers for keys its `ownKeys` hides is read as having only the keys it lists.
 */
export function plausibleShapes(shapes: readonly ItemShape[], item: object): (shape: ItemShape) => boolean {
  let index = indexes.get(shapes)
  // Stryker disable next-line ConditionalExpression: building the index again gives the same index
  if (index === undefined) {
    index = buildIndex(shapes)
    indexes.set(shapes, index)
  }
  const mask = index === null ? 0 : plausibleMask(index, item)
  // Stryker disable next-line ConditionalExpression: the test answers true for every shape of a full mask as well
  if (index === null || mask === index.all) return always
  const bitOf = index.bitOf
  return (shape) => ((bitOf.get(shape) ?? 0) & mask) !== 0
}

const always = (): boolean => true

function plausibleMask(index: ShapeIndex, item: object): number {
  let keys: string[]
  try {
    const prototype = Object.getPrototypeOf(item)
    if (prototype !== Object.prototype && prototype !== null) return index.all
    keys = Object.getOwnPropertyNames(item)
  } catch {
    return index.all
  }
  if (keys.length > MAX_INDEXED_KEYS) return index.all
  let mask = index.open
  for (const key of keys) mask |= index.byKey.get(key) ?? 0
  return mask
}
