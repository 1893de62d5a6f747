import type { JsonObject } from '../../json/types.js'
import { type FileHash, FileHasher } from './file-hasher.js'
import { type JsonlRow, jsonlRows } from './jsonl-rows.js'
import { LineReader } from './line-reader.js'
import { checkManifestRow, type ManifestRow } from './manifest-row.js'
import { type ReportProblem, usableId } from './parse-row.js'
import { type RowDigest, RowDigester } from './row-digest.js'
import type { ToolsCache } from './tools-cache.js'
import { ViolationList } from './violation-list.js'

/**
 * The manifest, read as far as the predictions need it and indexed by id → place in the file, so that rows are read
 * again one at a time while predictions stream: memory grows with the number of manifest rows (a few numbers each),
 * never with their size or with the predictions. The row read last is kept as read: predictions in the manifest's
 * order (the usual case) find each row just read, and no row is read twice.
 */
export class ManifestIndex {
  /** Id → row number (0-based, in file order). */
  readonly ids = new Map<string, number>()
  /** Per row: line number, content offset and length, and whether its fields were valid. */
  readonly lines: number[] = []
  readonly offsets: number[] = []
  readonly lengths: number[] = []
  readonly valid: boolean[] = []
  /** The manifest's own problems (its rows, its tools), in file order. */
  readonly violations = new ViolationList()
  /** The whole file's digest and hash, once `finish` has read it to the end. */
  digest: RowDigest = { rows: 0, sha256Sum: '' }
  file: FileHash = { bytes: 0, sha256: '' }
  private readonly hasher = new FileHasher()
  private readonly digester = new RowDigester()
  private readonly reader: LineReader
  private rows: AsyncGenerator<JsonlRow> | undefined
  private latest: { row: number; value: ManifestRow } | undefined

  /** `name` is the file as the user named it, for violations; nothing is read yet. */
  constructor(
    readonly path: string,
    readonly name: string,
    private readonly tools: ToolsCache,
  ) {
    this.reader = new LineReader(path)
    this.rows = jsonlRows(path, name, this.violations, this.hasher, this.digester)
  }

  /** The row of an id, reading on through the file until the id is indexed or the file ends (`undefined`). */
  async find(id: string): Promise<number | undefined> {
    let row = this.ids.get(id)
    while (row === undefined && (await this.readRow())) row = this.ids.get(id)
    return row
  }

  /** Reads the rest of the file: every row is indexed, and `digest` and `file` are the whole file's. */
  async finish(): Promise<void> {
    let more = true
    while (more) more = await this.readRow()
  }

  /**
   * A valid row: the one read last as it was read, any other read again (checked when indexed, so plain
   * `JSON.parse` gives what the strict parser gave).
   */
  read(row: number): ManifestRow {
    const latest = this.latest
    if (latest !== undefined && latest.row === row) return latest.value
    const fail = (): never => {
      throw new Error(`${this.path}:${this.lines[row]} changed while it was being scored`)
    }
    const bytes = this.reader.read(row, this.offsets[row]!, this.lengths[row]!)
    if (bytes.length !== this.lengths[row]) fail()
    let parsed: unknown
    try {
      parsed = JSON.parse(bytes.toString('utf8'))
    } catch {
      fail()
    }
    return checkManifestRow(parsed as JsonObject, fail) ?? fail()
  }

  /** Stops reading and closes the file. */
  async close(): Promise<void> {
    const rows = this.rows
    this.rows = undefined
    await rows?.return(undefined)
    this.reader.close()
  }

  /** Reads and checks the next row; `false` at the end of the file. */
  private async readRow(): Promise<boolean> {
    if (this.rows === undefined) return false
    const next = await this.rows.next()
    if (next.done === true) {
      this.rows = undefined
      this.digest = this.digester.digest()
      this.file = this.hasher.result()
      return false
    }
    this.check(next.value)
    return true
  }

  /** Checks a row (fields, unique id, tools) and indexes it when it has an id. */
  private check({ row: parsed, line, report }: JsonlRow): void {
    const id = usableId(parsed)
    const first = id === undefined ? undefined : this.ids.get(id)
    if (id !== undefined && first !== undefined) {
      report(['id'], { kind: 'duplicate_id', id, first: { file: this.name, line: this.lines[first]! } })
      return
    }
    const row = checkManifestRow(parsed, report)
    const valid = row !== undefined && checkTools(parsed, this.tools, report)
    // A row without an id cannot be joined: it is only reported.
    if (id === undefined) return
    this.ids.set(id, this.lines.length)
    this.lines.push(line.number)
    this.offsets.push(line.offset)
    this.lengths.push(line.length)
    this.valid.push(valid)
    if (row !== undefined && valid) this.latest = { row: this.lines.length - 1, value: row }
  }
}

function checkTools(row: JsonObject, tools: ToolsCache, report: ReportProblem): boolean {
  if (!Object.hasOwn(row, 'tools')) return true
  const built = tools.get(row.tools!)
  if (built.ok) return true
  report(['tools', ...built.error.path], { kind: 'invalid_tools', problem: built.error.problem })
  return false
}
