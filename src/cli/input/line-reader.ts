import { closeSync, openSync, readSync } from 'node:fs'

/** Bytes read at once when lines are asked for in file order. */
const READ_AHEAD = 64 * 1024

/**
 * Reads lines of a file again by their place (offset and length in bytes), opening the file on the first read:
 * lines asked for in file order are served from a 64 KiB read-ahead window, others with one exact read.
 */
export class LineReader {
  private fd: number | undefined
  private last = -2
  private window = { start: 0, bytes: Buffer.alloc(0) }

  constructor(readonly path: string) {}

  /** The bytes of line `index` (its number among the lines asked for) at `offset`; fewer when the file shrank. */
  read(index: number, offset: number, length: number): Buffer {
    const sequential = index === this.last + 1
    this.last = index
    const window = this.window
    if (offset >= window.start && offset + length <= window.start + window.bytes.length) {
      return window.bytes.subarray(offset - window.start, offset - window.start + length)
    }
    this.fd ??= openSync(this.path, 'r')
    const size = sequential ? Math.max(length, READ_AHEAD) : length
    const bytes = Buffer.allocUnsafe(size)
    const read = readSync(this.fd, bytes, 0, size, offset)
    this.window = { start: offset, bytes: bytes.subarray(0, read) }
    return bytes.subarray(0, Math.min(read, length))
  }

  /** Closes the file. */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd)
    this.fd = undefined
  }
}
