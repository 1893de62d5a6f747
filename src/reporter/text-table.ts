/**
 * Lays rows of cells out as aligned columns: the first column left-aligned, the others right-aligned (numbers),
 * two spaces apart, each line indented by `indent`.
 */
export function textTable(rows: ReadonlyArray<ReadonlyArray<string>>, indent = '   '): string[] {
  const widths: number[] = []
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length)
    })
  }
  return rows.map((row) => {
    const cells = row.map((cell, column) => {
      const width = widths[column] ?? 0
      return column === 0 ? cell.padEnd(width) : cell.padStart(width)
    })
    return `${indent}${cells.join('  ')}`.trimEnd()
  })
}

/** A share as a percentage with one decimal (`85.7%`), or `—` when there is nothing to share. */
export function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`
}
