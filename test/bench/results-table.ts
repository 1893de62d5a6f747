import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'

/** One line of the results table. */
export interface ResultRow {
  /** What was measured. */
  name: string
  /** The measurement: microseconds per case, milliseconds, MiB… as `unit` says. */
  value: number
  unit: string
  /** The measurement divided by `baseline`'s, median over rounds of the same run (`null` when absolute). */
  ratio: number | null
  /** What `ratio` (or `value`) is taken against. */
  baseline: string
  /** The target, in words (`''` when there is none). */
  target: string
  /** Whether the target was met (`null` when there is no target, or the measurement was skipped). */
  met: boolean | null
  /** Anything a reader needs to judge the line. */
  note?: string
}

/** Collects rows as the sections run, then prints them and writes them as JSON. */
export class ResultsTable {
  readonly rows: ResultRow[] = []
  readonly notes: string[] = []

  add(row: ResultRow): void {
    this.rows.push(row)
  }

  /** The table as fixed-width text, one row per line, notes after it. */
  render(): string {
    const cells = this.rows.map((row) => [
      row.name,
      `${format(row.value)} ${row.unit}`,
      row.ratio === null ? '' : `${format(row.ratio)}×`,
      row.baseline,
      row.target,
      row.met === null ? '' : row.met ? 'yes' : 'NO',
    ])
    const header = ['name', 'value', 'ratio', 'vs', 'target', 'met?']
    const widths = header.map((title, column) =>
      Math.max(title.length, ...cells.map((line) => line[column]!.length)),
    )
    const line = (values: readonly string[]) =>
      values
        .map((value, column) => value.padEnd(widths[column]!))
        .join(' | ')
        .trimEnd()
    const rule = widths.map((width) => '-'.repeat(width)).join('-|-')
    const notes = this.rows.filter((row) => row.note !== undefined).map((row) => `- ${row.name}: ${row.note}`)
    return [
      line(header),
      rule,
      ...cells.map(line),
      '',
      ...notes,
      ...this.notes.map((note) => `- ${note}`),
    ].join('\n')
  }

  /** Writes `{ date, node, rows, notes }` to `path` (its folder is made). */
  write(path: URL): void {
    mkdirSync(new URL('.', path), { recursive: true })
    const file = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      rows: this.rows,
      notes: this.notes,
    }
    writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`)
  }
}

function format(value: number): string {
  if (value >= 100) return value.toFixed(0)
  if (value >= 10) return value.toFixed(1)
  return value.toFixed(2)
}
