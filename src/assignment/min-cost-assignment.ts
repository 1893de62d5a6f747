/**
 * A cost matrix: `cost[row][col]`, or a flat `Float64Array` in row-major order (`cost[row * cols + col]`).
 * Entries are finite numbers; the matcher's costs are non-negative.
 */
export type CostMatrix = ArrayLike<ArrayLike<number>> | Float64Array

/**
 * Rectangular minimum-cost assignment (Hungarian method with potentials, shortest augmenting paths,
 * O(n²·m) for n = min(rows, cols), m = max(rows, cols)). Returns exactly min(rows, cols) pairs, sorted by row,
 * with the least total cost.
 *
 * Deterministic: among assignments of least total cost it returns one that keeps pairs closest to index order
 * (least Σ(row − col)², so equal costs pair row 0 with column 0, row 1 with column 1, and prefer lower indexes);
 * remaining ties go to the lowest index. The tie rule is exact for integer costs; with fractional costs it may
 * yield to rounding. Throws a `RangeError` for a missing row or a non-finite cost.
 */
export function minCostAssignment(
  cost: CostMatrix,
  rows: number,
  cols: number,
): Array<[row: number, col: number]> {
  checkSize(rows, cols)
  if (rows === 0 || cols === 0) return []
  const transposed = rows > cols
  const n = transposed ? cols : rows
  const m = transposed ? rows : cols
  const matrix = readMatrix(cost, rows, cols, transposed)
  const columnOwner = solve(matrix, n, m)
  const pairs: Array<[row: number, col: number]> = []
  for (let j = 1; j <= m; j++) {
    const i = columnOwner[j]!
    if (i !== 0) pairs.push(transposed ? [j - 1, i - 1] : [i - 1, j - 1])
  }
  return pairs.sort((a, b) => a[0] - b[0])
}

function checkSize(rows: number, cols: number): void {
  if (!Number.isSafeInteger(rows) || rows < 0 || !Number.isSafeInteger(cols) || cols < 0) {
    throw new RangeError(
      `minCostAssignment: rows and cols must be non-negative integers, got ${rows} × ${cols}`,
    )
  }
}

/** Copies the costs into an n × m row-major matrix (n ≤ m), transposing when there are more rows than columns. */
function readMatrix(cost: CostMatrix, rows: number, cols: number, transposed: boolean): Float64Array {
  const matrix = new Float64Array(rows * cols)
  const flat = cost instanceof Float64Array
  if (flat && cost.length < rows * cols) {
    throw new RangeError(`minCostAssignment: a flat matrix needs ${rows * cols} entries, got ${cost.length}`)
  }
  for (let r = 0; r < rows; r++) {
    const line = flat ? undefined : (cost as ArrayLike<ArrayLike<number>>)[r]
    if (!flat && line === undefined) throw new RangeError(`minCostAssignment: row ${r} is missing`)
    for (let c = 0; c < cols; c++) {
      const value = flat ? cost[r * cols + c] : line?.[c]
      if (value === undefined || !Number.isFinite(value)) {
        throw new RangeError(`minCostAssignment: cost[${r}][${c}] is ${value}; costs must be finite numbers`)
      }
      matrix[transposed ? c * rows + r : r * cols + c] = value
    }
  }
  return matrix
}

/**
 * Shortest-augmenting-path Hungarian method on an n × m matrix (n ≤ m), 1-based inside, column 0 a sentinel.
 * Every quantity is a pair (cost, tie) compared lexicographically, where the tie term of a cell is (i − j)²:
 * the algorithm is exact over any ordered group, so it minimises the cost first and the tie term second.
 * Returns, for each column 1..m, its row 1..n or 0.
 */
function solve(matrix: Float64Array, n: number, m: number): Int32Array {
  const u = new Float64Array(n + 1)
  const uTie = new Float64Array(n + 1)
  const v = new Float64Array(m + 1)
  const vTie = new Float64Array(m + 1)
  const owner = new Int32Array(m + 1)
  const way = new Int32Array(m + 1)
  const minv = new Float64Array(m + 1)
  const minvTie = new Float64Array(m + 1)
  const used = new Uint8Array(m + 1)
  for (let i = 1; i <= n; i++) {
    owner[0] = i
    let j0 = 0
    minv.fill(Number.POSITIVE_INFINITY)
    minvTie.fill(0)
    used.fill(0)
    do {
      used[j0] = 1
      const i0 = owner[j0]!
      const base = (i0 - 1) * m - 1
      const ui = u[i0]!
      const uiTie = uTie[i0]!
      let delta = Number.POSITIVE_INFINITY
      let deltaTie = 0
      let j1 = 0
      for (let j = 1; j <= m; j++) {
        if (used[j] === 1) continue
        const cur = matrix[base + j]! - ui - v[j]!
        const gap = i0 - j
        const curTie = gap * gap - uiTie - vTie[j]!
        if (cur < minv[j]! || (cur === minv[j] && curTie < minvTie[j]!)) {
          minv[j] = cur
          minvTie[j] = curTie
          way[j] = j0
        }
        if (minv[j]! < delta || (minv[j] === delta && minvTie[j]! < deltaTie)) {
          delta = minv[j]!
          deltaTie = minvTie[j]!
          j1 = j
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j] === 1) {
          const row = owner[j]!
          u[row] = u[row]! + delta
          uTie[row] = uTie[row]! + deltaTie
          v[j] = v[j]! - delta
          vTie[j] = vTie[j]! - deltaTie
        } else {
          minv[j] = minv[j]! - delta
          minvTie[j] = minvTie[j]! - deltaTie
        }
      }
      j0 = j1
    } while (owner[j0] !== 0)
    do {
      const j1 = way[j0]!
      owner[j0] = owner[j1]!
      j0 = j1
    } while (j0 !== 0)
  }
  return owner
}
