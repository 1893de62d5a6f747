import type { Path } from '../json/types.js'
import { isRecord } from './field.js'
import { plausibleShapes } from './plausible-shapes.js'
import { failRead, typeName, withFormat } from './read-error.js'
import type { ItemShape, TurnBody } from './shape.js'
import type { Call, Format, NormalizedReadOptions } from './types.js'

/**
 * Reads an array whose elements are single-call shapes (tool calls, content blocks, parts, BFCL entries). Every
 * element must fit one common shape, the first in `shapes` order that fits them all: an element of no known shape,
 * or one that mixes shapes with the others, is `unknown_shape`. An empty array is no call, in `emptyFormat`.
 */
export function readItems(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
  shapes: readonly ItemShape[],
  emptyFormat: Format,
): TurnBody {
  let candidates = shapes
  const paths: Path[] = []
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    const at = [...path, index]
    paths.push(at)
    if (!isRecord(item)) failRead({ kind: 'not_an_object', path: at, detail: typeName(item) })
    // One element: the first shape that fits it is the one chosen, so the others need not be asked.
    const plausible = plausibleShapes(shapes, item)
    const matching =
      items.length === 1
        ? firstFitting(candidates, item, at, plausible)
        : fitting(candidates, item, at, plausible)
    if (matching.length === 0) {
      const mixed = shapes.some((shape) => plausible(shape) && shape.matches(item, at))
      failRead({
        kind: 'unknown_shape',
        path: at,
        expected: candidates.map((shape) => shape.name),
        detail: mixed ? 'mixes shapes with the elements before it' : 'no known shape',
      })
    }
    candidates = matching
  }
  const chosen = candidates[0]
  // Stryker disable next-line ConditionalExpression: after a non-empty array some shape was chosen, or reading failed
  if (items.length === 0 || chosen === undefined) return { format: emptyFormat, calls: [] }
  return withFormat(chosen.format, () => ({
    format: chosen.format,
    calls: readAll(chosen, items, paths, options),
  }))
}

/** Each element read by `shape` at its path; elements that carry no call are left out. */
function readAll(
  shape: ItemShape,
  items: readonly unknown[],
  paths: readonly Path[],
  options: NormalizedReadOptions,
): Call[] {
  const calls: Call[] = []
  for (let index = 0; index < items.length; index++) {
    const call = shape.read(items[index] as object, paths[index]!, options)
    if (call !== undefined) calls.push(call)
  }
  return calls
}

type Plausible = (shape: ItemShape) => boolean

/** The shapes that fit `item`, in order (those it cannot fit by its keys are not asked). */
function fitting(shapes: readonly ItemShape[], item: object, path: Path, plausible: Plausible): ItemShape[] {
  const out: ItemShape[] = []
  for (const shape of shapes) if (plausible(shape) && shape.matches(item, path)) out.push(shape)
  return out
}

/** The first shape that fits, alone: for a single element nothing else can be chosen, so the rest are not asked. */
function firstFitting(
  shapes: readonly ItemShape[],
  item: object,
  path: Path,
  plausible: Plausible,
): ItemShape[] {
  for (const shape of shapes) if (plausible(shape) && shape.matches(item, path)) return [shape]
  return []
}
