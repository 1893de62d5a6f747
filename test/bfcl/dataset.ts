import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { fromBfcl } from '../../src/bfcl/from-bfcl.js'
import type { BfclAnswer, BfclImport, BfclProfileName, BfclQuestion } from '../../src/bfcl/types.js'
import { decide, match, type Verdict } from '../../src/index.js'
import { MatcherUsageError } from '../../src/usage-error.js'

/** BFCL v4's data and reference verdicts, beside the repository (never copied into it). */
export const DATASET = new URL('../../../shared/datasets/bfcl/', import.meta.url)

/** True when `cases.jsonl` is there; the dataset tests skip otherwise. */
export const HAS_DATASET = existsSync(fileURLToPath(new URL('cases.jsonl', DATASET)))

/** Why the dataset tests were skipped. */
export const SKIPPED = `BFCL dataset not found at ${fileURLToPath(DATASET)}: dataset tests skipped`

/** The categories that have question files. */
export const CATEGORIES = [
  'simple_python',
  'multiple',
  'parallel',
  'parallel_multiple',
  'live_simple',
  'live_multiple',
  'live_parallel',
  'live_parallel_multiple',
  'irrelevance',
  'live_irrelevance',
  'live_relevance',
] as const

/** One row of `cases.jsonl`: a model output with the verdict of BFCL's own AST checker. */
export interface BfclCase {
  id: string
  category: string
  variant: string
  /** BFCL's decoded output, or `null` for a text answer with no call. */
  actual: unknown[] | null
  bfcl_valid: boolean
  bfcl_error_type: string | null
  detail: { param?: string; value?: unknown } | null
}

/** What a text answer with no call looks like when `actual` is `null`. */
export const TEXT_ANSWER = 'I cannot answer that with the functions I have.'

/** One case decided: the import (or the usage error it threw) and the verdict (none when the import threw). */
export interface Decided {
  case: BfclCase
  imported: BfclImport | MatcherUsageError
  verdict: Verdict | undefined
  pass: boolean
  /** What `decide` answered for the same output (always `pass`, or `decide` has a bug). */
  decided: boolean
}

function jsonLines<T>(path: string): T[] {
  const file = new URL(path, DATASET)
  if (!existsSync(fileURLToPath(file))) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T)
}

let loaded: ReturnType<typeof readDataset> | undefined

/**
 * Every case, and every question and answer by id: read and parsed once per test file, however many of its tests
 * ask (15 MB of JSON; callers only read it).
 */
export function loadDataset() {
  loaded ??= readDataset()
  return loaded
}

function readDataset() {
  const questions = new Map<string, BfclQuestion>()
  const answers = new Map<string, BfclAnswer>()
  for (const category of CATEGORIES) {
    for (const row of jsonLines<BfclQuestion>(`BFCL_v4_${category}.json`)) questions.set(row.id, row)
    for (const row of jsonLines<BfclAnswer>(`possible_answer/BFCL_v4_${category}.json`))
      answers.set(row.id, row)
  }
  return { cases: jsonLines<BfclCase>('cases.jsonl'), questions, answers }
}

/** The dataset as `loadDataset` reads it. */
export type Dataset = ReturnType<typeof loadDataset>

/**
 * Decides every case with `fromBfcl(question, answer, { profile })` and `match` (and `decide`, which must agree),
 * importing each entry once. An entry
 * whose answer cannot be built (a usage error) fails every output.
 */
export function decideAll(data: Dataset, profile: BfclProfileName): Decided[] {
  const imports = new Map<string, BfclImport | MatcherUsageError>()
  return data.cases.map((item) => {
    let imported = imports.get(item.id)
    if (imported === undefined) {
      try {
        imported = fromBfcl(data.questions.get(item.id)!, data.answers.get(item.id), { profile })
      } catch (error) {
        if (!(error instanceof MatcherUsageError)) throw error
        imported = error
      }
      imports.set(item.id, imported)
    }
    if (imported instanceof MatcherUsageError)
      return { case: item, imported, verdict: undefined, pass: false, decided: false }
    const received = item.actual ?? TEXT_ANSWER
    const verdict = match(received, imported.expectation, imported.options)
    const decided = decide(received, imported.expectation, imported.options)
    return { case: item, imported, verdict, pass: verdict.pass, decided }
  })
}
