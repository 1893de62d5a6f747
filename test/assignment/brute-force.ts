/** Brute-force references for the property tests: exhaustive, so only for tiny inputs. */

/** Every way to pair min(rows, cols) rows with distinct columns, as arrays of [row, col]. */
export function allAssignments(rows: number, cols: number): Array<Array<[number, number]>> {
  const found: Array<Array<[number, number]>> = []
  const usedRows = new Set<number>()
  const usedCols = new Set<number>()
  const target = Math.min(rows, cols)
  const walk = (pairs: Array<[number, number]>): void => {
    if (pairs.length === target) {
      found.push([...pairs])
      return
    }
    // Pair along the smaller side in order, so each assignment is produced once.
    const index = pairs.length
    const others = Math.max(rows, cols)
    for (let other = 0; other < others; other++) {
      const pair: [number, number] = rows <= cols ? [index, other] : [other, index]
      if (usedRows.has(pair[0]) || usedCols.has(pair[1])) continue
      usedRows.add(pair[0])
      usedCols.add(pair[1])
      pairs.push(pair)
      walk(pairs)
      pairs.pop()
      usedRows.delete(pair[0])
      usedCols.delete(pair[1])
    }
  }
  walk([])
  return found
}

/** The size of a maximum matching, by trying every choice for every row. */
export function bruteMatchingSize(rows: number, adjacency: readonly (readonly number[])[]): number {
  const best = (row: number, used: Set<number>): number => {
    if (row === rows) return 0
    let size = best(row + 1, used)
    for (const col of adjacency[row] ?? []) {
      if (used.has(col)) continue
      used.add(col)
      size = Math.max(size, 1 + best(row + 1, used))
      used.delete(col)
    }
    return size
  }
  return best(0, new Set())
}

/** Every monotone alignment of rows against cols, as strings of steps: `p` pair, `r` row alone, `c` column alone. */
export function allAlignments(rows: number, cols: number): string[] {
  const found: string[] = []
  const walk = (i: number, j: number, steps: string): void => {
    if (i === rows && j === cols) found.push(steps)
    if (i < rows && j < cols) walk(i + 1, j + 1, `${steps}p`)
    if (i < rows) walk(i + 1, j, `${steps}r`)
    if (j < cols) walk(i, j + 1, `${steps}c`)
  }
  walk(0, 0, '')
  return found
}
