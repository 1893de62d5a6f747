/**
 * Expectations as a batch brings them (issue #18): every case its own object, parsed from its JSON text, compiled
 * once and used once. `next()` hands out a set parsed anew for each batch (all made before any timing, so parsing is
 * not timed), so that no compilation cached for an object of an earlier batch is found again.
 */
export class FreshBatches {
  private readonly sets: unknown[][]
  private next_ = 0

  /** `count` sets (a warm-up and one per round) of the expectations written as `texts`. */
  constructor(texts: readonly string[], count: number) {
    this.sets = Array.from({ length: count }, () => texts.map((text) => JSON.parse(text) as unknown))
  }

  /** The next unused set; throws when a batch asks for more sets than were made. */
  next(): readonly unknown[] {
    const set = this.sets[this.next_++]
    if (set === undefined) throw new Error(`only ${this.sets.length} fresh sets were made`)
    return set
  }
}
