/** The most states, and instructions over all states, one test remembers before it forgets them all. */
const MAX_STATES = 10_000
const MAX_REMEMBERED = 1 << 22

/**
 * One set of instructions the matcher can be at between two characters, and where each character read from it led:
 * to another set, or `null` when it reached the end of the pattern.
 */
export interface DfaState {
  readonly pcs: Int32Array
  readonly next: Map<number, DfaState | null>
}

/**
 * The sets of instructions one test has met, each kept once, so that a set met again is not computed again (a
 * lazy DFA, as RE2 builds one): a counted repeat's thousands of threads then cost one lookup per character once
 * the input repeats itself. Memory is bounded: when full, the cache forgets every state and starts again (as RE2
 * flushes its cache), so a pattern whose first steps fill it (`.{2000,3300}y`: thousands of growing sets before
 * one that repeats) still gets to the set that repeats. States made before a flush stay correct; they are only no
 * longer found.
 */
export class DfaCache {
  private readonly buckets = new Map<number, DfaState[]>()
  private states = 0
  private remembered = 0

  /** How many times the cache was full and forgot its states. */
  flushes = 0

  /** The state of the instructions `list[0..size)` (in any order), made when first met. */
  stateOf(list: Int32Array, size: number): DfaState {
    const pcs = list.slice(0, size).sort()
    let hash = size
    for (let i = 0; i < size; i++) hash = (Math.imul(hash, 31) + pcs[i]!) | 0
    let bucket = this.buckets.get(hash)
    if (bucket !== undefined) {
      for (const state of bucket) if (sameList(state.pcs, pcs)) return state
    }
    if (this.states >= MAX_STATES || this.remembered + size > MAX_REMEMBERED) {
      this.buckets.clear()
      this.states = 0
      this.remembered = 0
      this.flushes++
      bucket = undefined
    }
    this.states++
    this.remembered += size
    const state: DfaState = { pcs, next: new Map() }
    if (bucket === undefined) {
      bucket = []
      this.buckets.set(hash, bucket)
    }
    bucket.push(state)
    return state
  }
}

function sameList(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
