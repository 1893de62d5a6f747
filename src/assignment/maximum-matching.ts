const UNREACHED = 0x7fffffff

/**
 * Maximum bipartite matching (Hopcroft–Karp, O(E·√V)), iterative so that long augmenting paths cannot overflow the
 * call stack. `edges(row)` lists the columns `row` may pair with; it is called once per row, and repeated columns
 * are harmless. Returns the column of each row, or -1 when the row stays unpaired.
 *
 * Deterministic: rows first take their first free column in the order `edges` lists them, then augmenting paths
 * are searched from lower rows first. Throws a `RangeError` for a column outside `0 ≤ col < cols`.
 */
export function maximumMatching(
  rows: number,
  cols: number,
  edges: (row: number) => readonly number[],
): Int32Array {
  if (!Number.isSafeInteger(rows) || rows < 0 || !Number.isSafeInteger(cols) || cols < 0) {
    throw new RangeError(
      `maximumMatching: rows and cols must be non-negative integers, got ${rows} × ${cols}`,
    )
  }
  const adjacency = readEdges(rows, cols, edges)
  const colOf = new Int32Array(rows).fill(-1)
  const rowOf = new Int32Array(cols).fill(-1)
  for (let r = 0; r < rows; r++) {
    for (const c of adjacency[r]!) {
      if (rowOf[c] === -1) {
        colOf[r] = c
        rowOf[c] = r
        break
      }
    }
  }
  const layer = new Int32Array(rows)
  const queue = new Int32Array(rows)
  const next = new Int32Array(rows)
  const pathRows = new Int32Array(rows)
  const pathCols = new Int32Array(rows)
  for (;;) {
    // Breadth-first: layer the rows by distance from the free rows along alternating paths.
    let head = 0
    let tail = 0
    for (let r = 0; r < rows; r++) {
      if (colOf[r] === -1) {
        layer[r] = 0
        queue[tail++] = r
      } else layer[r] = UNREACHED
    }
    let limit = UNREACHED
    while (head < tail) {
      const r = queue[head++]!
      if (layer[r]! >= limit) continue
      for (const c of adjacency[r]!) {
        const owner = rowOf[c]!
        if (owner === -1) limit = Math.min(limit, layer[r]! + 1)
        else if (layer[owner] === UNREACHED) {
          layer[owner] = layer[r]! + 1
          queue[tail++] = owner
        }
      }
    }
    if (limit === UNREACHED) return colOf
    // Depth-first along the layers, with an explicit stack: augment along shortest paths until none is left.
    next.fill(0)
    for (let start = 0; start < rows; start++) {
      if (colOf[start] !== -1 || layer[start] !== 0) continue
      let depth = 0
      pathRows[0] = start
      while (depth >= 0) {
        const r = pathRows[depth]!
        const list = adjacency[r]!
        const k = next[r]!
        if (k === list.length) {
          layer[r] = UNREACHED
          depth--
          continue
        }
        next[r] = k + 1
        const c = list[k]!
        const owner = rowOf[c]!
        if (owner === -1 && layer[r]! + 1 === limit) {
          pathCols[depth] = c
          for (let d = 0; d <= depth; d++) {
            colOf[pathRows[d]!] = pathCols[d]!
            rowOf[pathCols[d]!] = pathRows[d]!
          }
          break
        }
        if (owner !== -1 && layer[owner] === layer[r]! + 1) {
          pathCols[depth] = c
          pathRows[++depth] = owner
        }
      }
    }
  }
}

function readEdges(
  rows: number,
  cols: number,
  edges: (row: number) => readonly number[],
): Array<readonly number[]> {
  const adjacency: Array<readonly number[]> = []
  for (let r = 0; r < rows; r++) {
    const list = edges(r)
    for (const c of list) {
      if (!Number.isInteger(c) || c < 0 || c >= cols) {
        throw new RangeError(`maximumMatching: row ${r} lists column ${c}, outside 0..${cols - 1}`)
      }
    }
    adjacency.push(list)
  }
  return adjacency
}
