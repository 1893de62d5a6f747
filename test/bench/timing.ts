/** One thing to time: `run` does the whole batch once; `units` is how many cases (or rows) one batch holds. */
export interface Timed {
  name: string
  units: number
  run: () => unknown
}

/** The median of each entry's rounds, and of each round's ratio to the first entry (the baseline). */
export interface Timing {
  name: string
  /** Median milliseconds of one batch. */
  ms: number
  /** Median microseconds per unit. */
  usPerUnit: number
  /** Median over rounds of (this entry's time / the baseline's time in the same round). */
  ratio: number
  /** Milliseconds of each round's batch, in round order. */
  rounds: number[]
}

/** Median over rounds of `timing`'s time over `baseline`'s in the same round (both from one `timeRounds`). */
export function ratioTo(timing: Timing, baseline: Timing): number {
  return median(timing.rounds.map((ms, round) => ms / baseline.rounds[round]!))
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Times the entries in turn, round after round (interleaved, so that a noisy neighbour slows every entry alike), after
 * one warm-up round. The first entry is the baseline the ratios are taken against.
 */
export async function timeRounds(entries: readonly Timed[], rounds: number): Promise<Timing[]> {
  for (const entry of entries) await entry.run()
  const samples = entries.map(() => [] as number[])
  for (let round = 0; round < rounds; round++) {
    for (const [index, entry] of entries.entries()) {
      const start = performance.now()
      await entry.run()
      samples[index]!.push(performance.now() - start)
    }
  }
  return entries.map((entry, index) => {
    const own = samples[index]!
    const ratios = own.map((ms, round) => ms / samples[0]![round]!)
    const ms = median(own)
    return { name: entry.name, ms, usPerUnit: (ms * 1000) / entry.units, ratio: median(ratios), rounds: own }
  })
}

/** Where timed loops put a value derived from their results, so that the optimiser cannot drop the work. */
export const sink = { value: 0 }
