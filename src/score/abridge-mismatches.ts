import type { Path } from '../json/types.js'
import type { Mismatch } from '../mismatch.js'

/** How many mismatches a sample keeps (the first, in reading order); the rest are counted. */
export const SAMPLE_MISMATCHES = 20
/** The longest string a sample's mismatch keeps, in UTF-16 code units. */
export const SAMPLE_STRING = 1_000
/** How many values (array items, object entries, nested values) one field of a kept mismatch holds at most. */
export const SAMPLE_VALUES = 100

/** A mismatch as a sample stores it: `abridged` when a string was cut or values were left out. */
export type SampleMismatch = Mismatch & { abridged?: true }

/** A string cut to `SAMPLE_STRING` code units, never between the two halves of a surrogate pair. */
function clipString(text: string): string {
  if (text.length <= SAMPLE_STRING) return text
  const code = text.charCodeAt(SAMPLE_STRING - 1)
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? SAMPLE_STRING - 1 : SAMPLE_STRING)
}

/**
 * A copy of a JSON-like value holding at most `SAMPLE_VALUES` values in all (depth first: arrays keep their first
 * items, objects their first keys) with every string clipped; `cut` is set when anything was left out. Keys are
 * set with `defineProperty`, so that `__proto__` stays a plain key.
 */
function abridgeValue(value: unknown, state: { left: number; cut: boolean }): unknown {
  state.left--
  if (typeof value === 'string') {
    const clipped = clipString(value)
    if (clipped !== value) state.cut = true
    return clipped
  }
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    const items: unknown[] = []
    for (const item of value) {
      if (state.left <= 0) {
        state.cut = true
        break
      }
      items.push(abridgeValue(item, state))
    }
    return items
  }
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (state.left <= 0) {
      state.cut = true
      break
    }
    const abridged = abridgeValue(item, state)
    Object.defineProperty(copy, clipString(key), {
      value: abridged,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    if (key.length > SAMPLE_STRING) state.cut = true
  }
  return copy
}

/** One mismatch with each field bounded: path keys clipped, every other field abridged on its own budget. */
export function abridgeMismatch(mismatch: Mismatch): SampleMismatch {
  let cut = false
  const path: Path = mismatch.path.map((step) => {
    if (typeof step !== 'string' || step.length <= SAMPLE_STRING) return step
    cut = true
    return clipString(step)
  })
  const copy: Record<string, unknown> = { ...mismatch, path }
  for (const [field, value] of Object.entries(mismatch)) {
    if (field === 'kind' || field === 'path') continue
    const state = { left: SAMPLE_VALUES, cut: false }
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
