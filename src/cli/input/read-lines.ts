import { createReadStream } from 'node:fs'

/** The longest line read (64 MiB): a longer one is reported, not held in memory. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024

/**
 * The longest `samples.jsonl` line `merge` and `diff` read: a sample holds its manifest row's id, category and
 * metadata (that row is at most `MAX_LINE_BYTES`) and a bounded rest (its mismatches abridged), well under 16 MiB,
 * so every run `score` writes can be read back.
 */
export const SAMPLE_LINE_BYTES = MAX_LINE_BYTES + 16 * 1024 * 1024

/**
 * One line of a file: its 1-based number and its content (without `\n`, a final `\r`, or a byte-order mark on line
 * 1), with the content's place in the file so that it can be read again.
 */
export interface Line {
  number: number
  /** Where the content starts in the file, in bytes. */
  offset: number
  /** The content's length in bytes. */
  length: number
  /** The content; `null` when the line is longer than the limit. */
  bytes: Buffer | null
  /** Where the line ends (the next line starts one byte later): progress. */
  end: number
}

const NEWLINE = 0x0a
const RETURN = 0x0d
const BOM = [0xef, 0xbb, 0xbf]

function content(offset: number, bytes: Buffer): [start: number, end: number] {
  const start = offset === 0 && BOM.every((byte, index) => bytes[index] === byte) ? 3 : 0
  const end = bytes.length > start && bytes[bytes.length - 1] === RETURN ? bytes.length - 1 : bytes.length
  return [start, end]
}

/**
 * Streams the lines of a file in constant memory (one chunk plus the current line), feeding every byte to `hash`
 * when one is given. Lines longer than `maxLineBytes` come with `bytes: null` and are skipped over, not buffered.
 * A last line without a final newline is a line; an empty file has none.
 */
export async function* readLines(
  path: string,
  hash?: { update(chunk: Uint8Array): void },
  maxLineBytes = MAX_LINE_BYTES,
): AsyncGenerator<Line> {
  let pending: Buffer[] = []
  let pendingLength = 0
  let offset = 0
  let number = 1
  const finish = (tail: Buffer): Line => {
    const length = pendingLength + tail.length
    const line: Line = { number, offset, length, bytes: null, end: offset + length }
    if (length <= maxLineBytes) {
      const bytes = pending.length === 0 ? tail : Buffer.concat([...pending, tail], length)
      const [start, end] = content(offset, bytes)
      line.bytes = bytes.subarray(start, end)
      line.offset = offset + start
      line.length = end - start
    }
    number++
    offset += length + 1
    pending = []
    pendingLength = 0
    return line
  }
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    hash?.update(chunk)
    let start = 0
    for (let end = chunk.indexOf(NEWLINE, start); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
      yield finish(chunk.subarray(start, end))
      start = end + 1
    }
    const rest = chunk.length - start
    if (pendingLength + rest <= maxLineBytes) pending.push(chunk.subarray(start))
    else pending = []
    pendingLength += rest
  }
  if (pendingLength > 0) yield finish(Buffer.alloc(0))
}
