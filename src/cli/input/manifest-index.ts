import { closeSync, openSync, readSync } from 'node:fs'
import type { JsonObject } from '../../json/types.js'
import { type FileHash, FileHasher } from './file-hasher.js'
import { jsonlRows } from './jsonl-rows.js'
import { checkManifestRow, type ManifestRow } from './manifest-row.js'
import { type ReportProblem, usableId } from './parse-row.js'
import type { Line } from './read-lines.js'
import { type RowDigest, RowDigester } from './row-digest.js'
import type { ToolsCache } from './tools-cache.js'
import type { ViolationList } from './violation-list.js'

/** Bytes read at once when rows are asked for in file order. */
const READ_AHEAD = 64 * 1024

/**
 * The manifest indexed by id → place in the file, so that rows are read again one at a time while predictions
 * stream: memory grows with the number of manifest rows (a few numbers each), never with their size or with the
 * predictions.
 */
export class ManifestIndex {
  /** Id → row number (0-based, in file order). */
  readonly ids = new Map<string, number>()
  /** Per row: line number, content offset and length, and whether its fields were valid. */
  readonly lines: number[] = []
  readonly offsets: number[] = []
  readonly lengths: number[] = []
  readonly valid: boolean[] = []
  digest: RowDigest = { rows: 0, sha256Sum: '' }
  file: FileHash = { bytes: 0, sha256: '' }
  private fd: number | undefined
  private last = -2
  private window = { start: 0, bytes: Buffer.alloc(0) }

  constructor(readonly path: string) {}

  /** Adds one row that has an id (a row without one cannot be joined and is only reported). */
  add(id: string, line: Line, valid: boolean): void {
    this.ids.set(id, this.lines.length)
    this.lines.push(line.number)
    this.offsets.push(line.offset)
    this.lengths.push(line.length)
    this.valid.push(valid)
  }

  /**
   * Reads a valid row again (checked when indexed, so plain `JSON.parse` gives what the strict parser gave). Rows
   * asked for in file order are served from a 64 KiB read-ahead window, others with one exact read.
   */
  read(row: number): ManifestRow {
    const fail = (): never => {
      throw new Error(`${this.path}:${this.lines[row]} changed while it was being scored`)
    }
    const bytes = this.bytesOf(row)
    if (bytes.length !== this.lengths[row]) fail()
    let parsed: unknown
    try {
      parsed = JSON.parse(bytes.toString('utf8'))
    } catch {
      fail()
    }
    return checkManifestRow(parsed as JsonObject, fail) ?? fail()
  }

  private bytesOf(row: number): Buffer {
    const offset = this.offsets[row]!
    const length = this.lengths[row]!
    const sequential = row === this.last + 1
    this.last = row
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

/**
 * Reads the manifest once: checks every row (JSON, fields, unique ids, tools), indexes the rows by id, and hashes
 * the file and its rows. Problems go to `violations`, with the file and line.
 */
export async function indexManifest(
  path: string,
  file: string,
  tools: ToolsCache,
  violations: ViolationList,
): Promise<ManifestIndex> {
  const index = new ManifestIndex(path)
  const hasher = new FileHasher()
  const digester = new RowDigester()
  for await (const { row: parsed, line, report } of jsonlRows(path, file, violations, hasher, digester)) {
    const id = usableId(parsed)
    const first = id === undefined ? undefined : index.ids.get(id)
    if (id !== undefined && first !== undefined) {
      report(['id'], { kind: 'duplicate_id', id, first: { file, line: index.lines[first]! } })
      continue
    }
    const row = checkManifestRow(parsed, report)
    const valid = row !== undefined && checkTools(parsed, tools, report)
    if (id !== undefined) index.add(id, line, valid)
  }
  index.digest = digester.digest()
  index.file = hasher.result()
  return index
}

function checkTools(row: JsonObject, tools: ToolsCache, report: ReportProblem): boolean {
  if (!Object.hasOwn(row, 'tools')) return true
  const built = tools.get(row.tools!)
  if (built.ok) return true
  report(['tools', ...built.error.path], { kind: 'invalid_tools', problem: built.error.problem })
  return false
}
