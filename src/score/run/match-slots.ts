/**
 * A maximum matching of slots to columns that covers as many of the first `required` slots as any matching can.
 * Two phases, required slots then the others; in each, every slot first takes its first free column, then each slot
 * left without one looks for an augmenting path (Kuhn's algorithm, with an explicit stack so that long paths cannot
 * overflow it). An augmenting path never unpairs a slot, so the second phase keeps what the first covered, and one
 * pass per phase is enough (a slot with no augmenting path never gains one later). Slots hold an owner (an
 * expectation); `edges(owner)` lists the columns it may take. Returns each slot's column, or -1. Deterministic:
 * columns are tried in the order `edges` lists them.
 */
export function matchSlots(
  slots: readonly number[],
  cols: number,
  edges: (owner: number) => readonly number[],
  required: number = slots.length,
): Int32Array {
  const colOf = new Int32Array(slots.length).fill(-1)
  const slotOf = new Int32Array(cols).fill(-1)
  const seen = new Int32Array(cols).fill(-1)
  const augment = (start: number) => {
    const path = [start]
    const lists = [edges(slots[start]!)]
    const next = [0]
    const via: number[] = []
    while (path.length > 0) {
      const depth = path.length - 1
      const list = lists[depth]!
      if (next[depth] === list.length) {
        path.pop()
        lists.pop()
        next.pop()
        via.pop()
        continue
      }
      const col = list[next[depth]!++]!
      if (seen[col] === start) continue
      seen[col] = start
      via.push(col)
      const owner = slotOf[col]!
      if (owner === -1) {
        path.forEach((slot, index) => {
          colOf[slot] = via[index]!
          slotOf[via[index]!] = slot
        })
        return
      }
      path.push(owner)
      lists.push(edges(slots[owner]!))
      next.push(0)
    }
  }
  for (const [from, to] of [
    [0, Math.min(required, slots.length)],
    [Math.min(required, slots.length), slots.length],
  ] as const) {
    for (let slot = from; slot < to; slot++) {
      const free = edges(slots[slot]!).find((col) => slotOf[col] === -1)
      if (free === undefined) continue
      colOf[slot] = free
      slotOf[free] = slot
    }
    for (let slot = from; slot < to; slot++) if (colOf[slot] === -1) augment(slot)
  }
  return colOf
}
