import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs'

const FLUSH_AT = 1 << 20

/** Appends lines to a new file through a 1 MiB buffer (the file must not exist yet). */
export class LineWriter {
  private readonly fd: number
  private buffered: string[] = []
  private size = 0

  constructor(path: string) {
    this.fd = openSync(path, 'wx')
  }

  /** Adds one line (the newline is added here). */
  write(line: string): void {
    this.buffered.push(line, '\n')
    this.size += line.length + 1
    if (this.size >= FLUSH_AT) this.flush()
  }

  private flush(): void {
    if (this.size === 0) return
    const bytes = Buffer.from(this.buffered.join(''))
    for (let written = 0; written < bytes.length; ) written += writeSync(this.fd, bytes, written)
    this.buffered = []
    this.size = 0
  }

  /** Writes what is buffered, syncs the file to disk and closes it. */
  close(): void {
    this.flush()
    fsyncSync(this.fd)
    closeSync(this.fd)
  }

  /** Closes the file without writing what is buffered (after a failure). */
  abandon(): void {
    closeSync(this.fd)
  }
}
