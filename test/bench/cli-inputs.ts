import { closeSync, openSync, writeSync } from 'node:fs'
import { registryOf } from '../../src/schema/registry-of.js'
import { TEXT_ANSWER } from '../bfcl/dataset.js'
import type { BfclPair } from './bfcl-pairs.js'

/** The manifest row of a pair: its expectation and tools in their JSON form, and its category. */
function manifestRow(pair: BfclPair, id: string): string {
  const row: Record<string, unknown> = {
    id,
    category: pair.case.category,
    expected: pair.imported.expectation,
  }
  if (pair.imported.options.tools !== undefined) {
    const tools: Record<string, unknown> = {}
    for (const [name, tool] of registryOf(pair.imported.tools)!.tools) {
      tools[name] =
        tool.description === undefined
          ? { schema: tool.schema.jsonSchema }
          : { schema: tool.schema.jsonSchema, description: tool.description }
    }
    row.tools = tools
  }
  return JSON.stringify(row)
}

/** The prediction row of a pair: BFCL's decoded output, or the text answer as raw text. */
function predictionRow(pair: BfclPair, id: string, padding: string): string {
  const prediction =
    pair.case.actual === null
      ? `"prediction_raw":${JSON.stringify(TEXT_ANSWER)}`
      : `"prediction":${pair.receivedText}`
  return `{"id":${JSON.stringify(id)},${padding}${prediction}}`
}

/** Writes lines to a file in large chunks. */
function writeLines(path: string, lines: Iterable<string>): number {
  const fd = openSync(path, 'w')
  let bytes = 0
  let chunk: string[] = []
  let size = 0
  const flush = () => {
    bytes += writeSync(fd, chunk.join(''))
    chunk = []
    size = 0
  }
  try {
    for (const line of lines) {
      chunk.push(line, '\n')
      size += line.length + 1
      if (size > 1 << 22) flush()
    }
    flush()
  } finally {
    closeSync(fd)
  }
  return bytes
}

/** A unique id per case (`simple_python_0/gt_first`). */
export function caseIds(pairs: readonly BfclPair[]): string[] {
  const seen = new Set<string>()
  return pairs.map((pair) => {
    let id = `${pair.case.id}/${pair.case.variant}`
    for (let n = 2; seen.has(id); n++) id = `${pair.case.id}/${pair.case.variant}/${n}`
    seen.add(id)
    return id
  })
}

/** Writes the manifest of the pairs (one row each, in case order); returns its size in bytes. */
export function writeManifest(path: string, pairs: readonly BfclPair[], ids: readonly string[]): number {
  return writeLines(
    path,
    (function* () {
      for (const [index, pair] of pairs.entries()) yield manifestRow(pair, ids[index]!)
    })(),
  )
}

/**
 * Writes the predictions of the pairs, one row each, every row padded with JSON white space to about `rowBytes` (0:
 * no padding). Verdicts do not change: white space between JSON tokens is insignificant. Returns the size in bytes.
 */
export function writePredictions(
  path: string,
  pairs: readonly BfclPair[],
  ids: readonly string[],
  rowBytes = 0,
): number {
  return writeLines(
    path,
    (function* () {
      for (const [index, pair] of pairs.entries()) {
        const bare = predictionRow(pair, ids[index]!, '')
        const padding = rowBytes > bare.length ? ' '.repeat(rowBytes - bare.length) : ''
        yield padding === '' ? bare : predictionRow(pair, ids[index]!, padding)
      }
    })(),
  )
}
