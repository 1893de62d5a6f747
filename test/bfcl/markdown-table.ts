/** How a column aligns: text to the left, numbers to the right. */
export type Align = 'left' | 'right'

/**
 * A markdown table laid out the way Biome formats one: every column padded to its widest cell, the delimiter row
 * filled with dashes (`---:` for a right-aligned column), numbers padded on the left.
 */
export function markdownTable(
  header: readonly string[],
  align: readonly Align[],
  rows: readonly (readonly unknown[])[],
): string {
  const cells = [header, ...rows].map((row) => row.map(String))
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)))
  const line = (row: readonly string[]) =>
    `| ${widths.map((width, column) => (align[column] === 'right' ? (row[column] ?? '').padStart(width) : (row[column] ?? '').padEnd(width))).join(' | ')} |`
  const delimiter = `| ${widths.map((width, column) => (align[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`
  const [head, ...body] = cells
  return [line(head!), delimiter, ...body.map(line)].join('\n')
}
