import type { Path } from '../json/types.js'
import type { Mismatch } from '../mismatch.js'

/** How many mismatches a sample keeps (the first, in reading order); the rest are counted. */
export const SAMPLE_MISMATCHES = 20
/** The longest string a sample's mismatch keeps, in UTF-16 code units. */
export const SAMPLE_STRING = 1_000
/** How many values (array items, object entries, nested values) one field of a kept mismatch holds at most. */
export const SAMPLE_VALUES = 100
/** How many characters of strings and keys one field of a kept mismatch (or its path) holds at most. */
export const SAMPLE_FIELD_CHARS = 4_000

/** A mismatch as a sample stores it: `abridged` when a string was cut or values were left out. */
export type SampleMismatch = Mismatch & { abridged?: true }

/** What is left of one field's allowance. */
export interface Budget {
  values: number
  chars: number
  cut: boolean
}

/** A fresh allowance for one field: `values` values and `chars` characters in all. */
export const budget = (values = SAMPLE_VALUES, chars = SAMPLE_FIELD_CHARS): Budget => ({
  values,
  chars,
  cut: false,
})

/**
 * A string cut to `SAMPLE_STRING` code units and to what is left of the field's characters, never between the two
 * halves of a surrogate pair; the cut is recorded.
 */
function clipString(text: string, state: Budget): string {
  const room = Math.max(0, Math.min(SAMPLE_STRING, state.chars))
  let clipped = text
  if (text.length > room) {
    // At room 0 the code is NaN (no unit at -1), which is no high surrogate.
    const code = text.charCodeAt(room - 1)
    clipped = text.slice(0, code >= 0xd800 && code <= 0xdbff ? room - 1 : room)
    state.cut = true
  }
  state.chars -= clipped.length
  return clipped
}

/**
 * A copy of a JSON-like value holding at most `SAMPLE_VALUES` values and `SAMPLE_FIELD_CHARS` characters in all
 * (depth first: arrays keep their first items, objects their first keys), every string clipped; `cut` is set when
 * anything was left out. A key `__proto__` is set with `defineProperty`, so that it stays a plain key.
 */
export function abridgeValue(value: unknown, state: Budget): unknown {
  state.values--
  if (typeof value === 'string') return clipString(value, state)
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    const items: unknown[] = []
    for (const item of value) {
      if (state.values <= 0) {
        state.cut = true
        break
      }
      items.push(abridgeValue(item, state))
    }
    return items
  }
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (state.values <= 0) {
      state.cut = true
      break
    }
    const name = clipString(key, state)
    const abridged = abridgeValue(item, state)
    // Assignment makes the same own, enumerable, writable and configurable property, faster; only `__proto__` would
    // set the prototype instead.
    // Stryker disable next-line ConditionalExpression: defining every key is the same, only slower
    if (name === '__proto__')
      Object.defineProperty(copy, name, {
        value: abridged,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    else copy[name] = abridged
  }
  return copy
}

/**
 * One mismatch with each field bounded: its path's keys clipped, every other field abridged (the kind, a short word,
 * comes through whole), each on its own budget.
 */
export function abridgeMismatch(mismatch: Mismatch): SampleMismatch {
  const steps = budget()
  const path: Path = mismatch.path.map((step) => (typeof step === 'string' ? clipString(step, steps) : step))
  let cut = steps.cut
  const copy: Record<string, unknown> = { ...mismatch, path }
  for (const [field, value] of Object.entries(mismatch)) {
    if (field === 'path') continue
    const state = budget()
    copy[field] = abridgeValue(value, state)
    cut ||= state.cut
  }
  if (cut) copy.abridged = true
  return copy as unknown as SampleMismatch
}

/**
 * What a sample stores of a verdict's mismatches, so that a `samples.jsonl` row stays small whatever the model sent
 * (a million calls, a 50 MB argument): the first `SAMPLE_MISMATCHES`, each abridged (`abridgeMismatch`), and how
 * many were left out (`omitted`, plus `alreadyOmitted` that the verdict itself did not list).
 */
export function abridgeMismatches(
  mismatches: readonly Mismatch[],
  alreadyOmitted = 0,
): { kept: SampleMismatch[]; omitted: number } {
  const kept = mismatches.slice(0, SAMPLE_MISMATCHES).map(abridgeMismatch)
  return { kept, omitted: mismatches.length - kept.length + alreadyOmitted }
}
