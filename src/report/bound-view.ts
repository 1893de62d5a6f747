import { andMore, firstDifference, shortJsonString } from './shorten.js'
import { Placeholder, type View, ViewObject } from './view.js'

/** Code units of one string kept in the diff (head and tail, or the window where it first differs). */
const MAX_STRING = 200
/** Items of an array, or entries of an object, kept in the diff before the rest are counted. */
const MAX_ITEMS = 30
/** Values printed on one side of the diff in all; past it, whatever is left prints as `…`. */
const MAX_NODES = 2_000

/**
 * Bounds one side of a diff so that a failure message stays readable whatever was received: long strings keep
 * their head and tail (or, when the other side has a different string of the same beginning and end, the window
 * where they first differ) and say how many characters were left out; long arrays and objects keep their first
 * items and count the rest; past 2,000 values in all, the rest is `…`. `other` is the other side, followed in
 * step (same key, same index) only to choose the string windows.
 */
export function boundView(view: View, other: View | undefined): View {
  return bound(view, other, { left: MAX_NODES })
}

function bound(view: View, other: View | undefined, budget: { left: number }): View {
  if (budget.left <= 0) return new Placeholder('…')
  budget.left--
  if (typeof view === 'string') return boundString(view, other)
  if (view === null || typeof view !== 'object' || view instanceof Placeholder) return view
  if (Array.isArray(view)) {
    const others = Array.isArray(other) ? other : []
    const items = view.slice(0, MAX_ITEMS).map((item, index) => bound(item, others[index], budget))
    if (view.length > MAX_ITEMS) items.push(new Placeholder(andMore(view.length - MAX_ITEMS)))
    return items
  }
  const entries: ReadonlyArray<readonly [string, View]> =
    view instanceof ViewObject
      ? view.entries
      : Object.keys(view)
          .sort()
          .map((key) => [key, view[key]!] as const)
  const kept = entries
    .slice(0, MAX_ITEMS)
    .map(([key, value]) => [key, bound(value, counterpart(other, key), budget)] as const)
  const more = view instanceof ViewObject ? view.more : 0
  return new ViewObject(kept, more + Math.max(0, entries.length - MAX_ITEMS))
}

function counterpart(other: View | undefined, key: string): View | undefined {
  if (other instanceof ViewObject) return other.entries.find(([name]) => name === key)?.[1]
  if (other === null || typeof other !== 'object' || other instanceof Placeholder || Array.isArray(other)) {
    return undefined
  }
  return Object.hasOwn(other, key) ? other[key] : undefined
}

function boundString(text: string, other: View | undefined): View {
  if (text.length <= MAX_STRING) return text
  const around = typeof other === 'string' && other !== text ? firstDifference(text, other) : undefined
  return new Placeholder(shortJsonString(text, MAX_STRING, around))
}
