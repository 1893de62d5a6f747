import type { CliIo } from '../io.js'

const REDRAW_MS = 100

/**
 * A one-line progress bar on standard error, drawn only on a terminal and redrawn at most every 100 ms:
 * `scoring ████████░░░░░░░░  48%  12,345 rows`. Silent when disabled.
 */
export class Progress {
  private last = Number.NEGATIVE_INFINITY
  private drawn = false
  private readonly now: () => number

  constructor(
    private readonly io: CliIo,
    private readonly label: string,
    private readonly total: number,
    private readonly enabled: boolean,
  ) {
    this.now = io.now ?? (() => performance.now())
  }

  /** Reports progress: `done` of the total (bytes), `rows` so far. */
  update(done: number, rows: number): void {
    if (!this.enabled) return
    const time = this.now()
    if (time - this.last < REDRAW_MS) return
    this.last = time
    const share = this.total <= 0 ? 1 : Math.min(1, done / this.total)
    const percent = `${Math.floor(share * 100)}%`.padStart(4)
    const counted = `${rows.toLocaleString('en-US')} rows`
    const room = (this.io.columns ?? 80) - this.label.length - percent.length - counted.length - 6
    const width = Math.max(10, Math.min(40, room))
    const full = Math.round(share * width)
    const bar = '█'.repeat(full) + '░'.repeat(width - full)
    this.io.stderr(`\r${this.label} ${bar} ${percent}  ${counted}\u001b[K`)
    this.drawn = true
  }

  /** Clears the bar. */
  finish(): void {
    if (this.drawn) this.io.stderr('\r\u001b[K')
    this.drawn = false
  }
}
