/** Whether the code unit at `index` is the second half of a surrogate pair (a cut there would split a character). */
function insidePair(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return false
  const before = text.charCodeAt(index - 1)
  const at = text.charCodeAt(index)
  return before >= 0xd800 && before <= 0xdbff && at >= 0xdc00 && at <= 0xdfff
}

/** Characters (code points) in `text` from `start` to `end`. */
function characters(text: string, start: number, end: number): number {
  let count = end - start
  for (let index = start + 1; index < end; index++) if (insidePair(text, index)) count--
  return count
}

/** The words standing for a left-out middle. */
export function leftOut(count: number): string {
  return `…[${count} character${count === 1 ? '' : 's'} left out]…`
}

/** A long text cut in two: the head, how many characters were left out between, and the tail. */
export interface ShortText {
  head: string
  omitted: number
  tail: string
}

/**
 * Keeps the head and the tail of a text longer than `max` code units (about half each, never splitting a surrogate
 * pair), and counts the characters left out; `undefined` when the text fits. `around`, when given, keeps the
 * window around that index instead of the head (to show where two long texts first differ).
 */
export function splitLong(text: string, max: number, around?: number): ShortText | undefined {
  if (text.length <= max) return undefined
  const half = Math.max(1, Math.floor(max / 2))
  let headEnd = half
  let tailStart = text.length - half
  if (around !== undefined && around > half) {
    // Show the window [around − half/2, around + half/2) and the tail; the head is left out.
    let start = Math.max(0, around - Math.floor(half / 2))
    if (insidePair(text, start)) start--
    let end = Math.min(text.length, start + half)
    if (insidePair(text, end)) end++
    return {
      head: `${leftOut(characters(text, 0, start))}${text.slice(start, end)}`,
      omitted: characters(text, end, Math.max(end, tailStart)),
      tail: text.slice(Math.max(end, tailStart)),
    }
  }
  if (insidePair(text, headEnd)) headEnd--
  if (insidePair(text, tailStart)) tailStart++
  return {
    head: text.slice(0, headEnd),
    omitted: characters(text, headEnd, tailStart),
    tail: text.slice(tailStart),
  }
}

/** A text cut to about `max` code units: head, the count left out, tail (see `splitLong`). */
export function shortenText(text: string, max: number): string {
  const short = splitLong(text, max)
  return short === undefined ? text : `${short.head}${leftOut(short.omitted)}${short.tail}`
}

/** A string as JSON, its middle left out when longer than `max` (`"head…[n characters left out]…tail"`). */
export function shortJsonString(text: string, max: number, around?: number): string {
  const short = splitLong(text, max, around)
  if (short === undefined) return JSON.stringify(text)
  const head = JSON.stringify(short.head).slice(0, -1)
  const tail = JSON.stringify(short.tail).slice(1)
  return `${head}${short.omitted > 0 ? leftOut(short.omitted) : ''}${tail}`
}

/** The index where two texts first differ (the shorter length when one starts the other). */
export function firstDifference(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  let index = 0
  while (index < length && a.charCodeAt(index) === b.charCodeAt(index)) index++
  return index
}

/** The line closing a capped list: `… and 99,990 more`. */
export function andMore(count: number): string {
  return `… and ${count} more`
}
