/**
 * A maximum matching of slots to columns in which the slots listed first are served first: each slot, in order,
 * looks for an augmenting path (Kuhn's algorithm, with an explicit stack). An augmenting path never unpairs a slot,
 * so after the first k slots the matching covers as many of them as any matching can, and in the end it is maximum.
 * Slots hold an owner (an expectation); `edges(owner)` lists the columns it may take. Returns each slot's column, or
 * -1. Deterministic: columns are tried in the order `edges` lists them.
 */
export function matchSlots(
  slots: readonly number[],
  cols: number,
  edges: (owner: number) => readonly number[],
): Int32Array {
  const colOf = new Int32Array(slots.length).fill(-1)
  const slotOf = new Int32Array(cols).fill(-1)
  const seen = new Int32Array(cols).fill(-1)
  for (let start = 0; start < slots.length; start++) {
    const path = [start]
    const next = [0]
    const via: number[] = []
    let found = false
    while (path.length > 0 && !found) {
      const depth = path.length - 1
      const list = edges(slots[path[depth]!]!)
      if (next[depth] === list.length) {
        path.pop()
        next.pop()
        via.pop()
        continue
      }
      const col = list[next[depth]!++]!
      if (seen[col] === start) continue
      seen[col] = start
      via.push(col)
      if (slotOf[col] === -1) found = true
      else {
        path.push(slotOf[col]!)
        next.push(0)
      }
    }
    if (!found) continue
    path.forEach((slot, index) => {
      colOf[slot] = via[index]!
      slotOf[via[index]!] = slot
    })
  }
  return colOf
}
