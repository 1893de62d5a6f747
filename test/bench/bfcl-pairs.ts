import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { fromBfcl } from '../../src/bfcl/from-bfcl.js'
import type { BfclAnswer, BfclImport } from '../../src/bfcl/types.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { type BfclCase, DATASET, loadDataset, TEXT_ANSWER } from '../bfcl/dataset.js'

/** One BFCL case, prepared before any timing: the import (expectation, tools, options) and the received output. */
export interface BfclPair {
  case: BfclCase
  /** The case's line of `cases.jsonl`, as read (what the JSON.parse floor parses). */
  line: string
  /** What `match` receives: BFCL's decoded output, or the text answer when there was no call. */
  received: unknown
  /** `received` as JSON text (the text answer stays text). */
  receivedText: string
  imported: BfclImport
  answer: BfclAnswer | undefined
}

/** Every case whose entry imports (an entry with no passable answer throws a usage error and is left out). */
export interface BfclPairs {
  pairs: BfclPair[]
  /** Cases left out because their entry does not import. */
  skipped: number
}

/** Reads the BFCL dataset and imports every entry once with the `bfcl` profile. */
export function loadBfclPairs(): BfclPairs {
  const data = loadDataset()
  const lines = readFileSync(fileURLToPath(new URL('cases.jsonl', DATASET)), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
  const imports = new Map<string, BfclImport | undefined>()
  const pairs: BfclPair[] = []
  let skipped = 0
  data.cases.forEach((item, index) => {
    if (!imports.has(item.id)) {
      try {
        imports.set(item.id, fromBfcl(data.questions.get(item.id)!, data.answers.get(item.id)))
      } catch (error) {
        if (!(error instanceof MatcherUsageError)) throw error
        imports.set(item.id, undefined)
      }
    }
    const imported = imports.get(item.id)
    if (imported === undefined) {
      skipped++
      return
    }
    const received = item.actual ?? TEXT_ANSWER
    const receivedText = typeof received === 'string' ? received : JSON.stringify(received)
    pairs.push({
      case: item,
      line: lines[index]!,
      received,
      receivedText,
      imported,
      answer: data.answers.get(item.id),
    })
  })
  return { pairs, skipped }
}
