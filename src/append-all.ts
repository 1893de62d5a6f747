/**
 * Appends every item of `items` to `target`, one at a time, and returns `target`. Never `target.push(...items)`:
 * a spread puts every item on the stack, and past about 125,000 items it overflows (`RangeError`).
 */
export function appendAll<T>(target: T[], items: readonly T[]): T[] {
  for (let index = 0; index < items.length; index++) target.push(items[index]!)
  return target
}
