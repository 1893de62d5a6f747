import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs'

const BUFFER_BYTES = 1 << 20

/** The most UTF-8 bytes one UTF-16 code unit takes (a surrogate pair takes 4 for 2). */
const MAX_BYTES_PER_UNIT = 3

/**
 * Appends lines to a new file through a 1 MiB buffer (the file must not exist yet). Each line is encoded straight
 * into the buffer: no joined text and no second copy per flush.
 */
export class LineWriter {
  private readonly fd: number
  private readonly buffer = Buffer.allocUnsafe(BUFFER_BYTES)
  private used = 0

  constructor(path: string) {
    this.fd = openSync(path, 'wx')
  }

  /** Adds one line (the newline is added here). */
  write(line: string): void {
    const most = line.length * MAX_BYTES_PER_UNIT + 1
    if (this.used + most > BUFFER_BYTES) this.flush()
    if (most > BUFFER_BYTES) {
      this.writeAll(Buffer.from(`${line}\n`))
      return
    }
    this.used += this.buffer.write(line, this.used)
    this.buffer[this.used++] = 0x0a
  }

  private flush(): void {
    this.writeAll(this.buffer.subarray(0, this.used))
    this.used = 0
  }

  private writeAll(bytes: Buffer): void {
    for (let written = 0; written < bytes.length; ) written += writeSync(this.fd, bytes, written)
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
