import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { BFCL_CATEGORIES, bfclCheck } from '../../bfcl/bfcl-category.js'
import type { BfclAnswer, BfclQuestion } from '../../bfcl/types.js'
import type { JsonObject } from '../../json/types.js'
import { FileHasher } from '../input/file-hasher.js'
import { jsonlRows } from '../input/jsonl-rows.js'
import { rowId } from '../input/parse-row.js'
import { type RowDigest, RowDigester } from '../input/row-digest.js'
import type { ViolationList } from '../input/violation-list.js'
import { type InputFileEntry, inputFileEntry } from '../output/run-file.js'

/** One entry of the BFCL data: its question row, its answer row (when found), and where the question is. */
export interface BfclEntry {
  id: string
  category: string
  question: JsonObject
  answer: JsonObject | undefined
  /** The question file as the user would name it, and the line. */
  file: string
  line: number
}

/** A category with a question file: the file, and whether it needs (and has) a possible-answer file. */
export interface BfclCategoryFile {
  category: string
  file: string
  /** The possible-answer file as the user would name it; `null` for the relevance categories, which have none. */
  answers: string | null
  /** The possible-answer file could be read (always true when none is needed). */
  answersFound: boolean
}

/** A BFCL data folder, held in memory (a few thousand entries): entries by id, categories, files read. */
export interface BfclData {
  entries: BfclEntry[]
  ids: Map<string, number>
  /** The supported categories found, sorted by name. */
  categories: BfclCategoryFile[]
  /** Question files of categories this scorer does not reproduce (multi-turn, memory, web search…). */
  ignored: string[]
  /** Every file read, with its size and SHA-256. */
  files: InputFileEntry[]
  /** The multiset digest of every row read (questions and answers). */
  digest: RowDigest
}

const QUESTION_FILE = /^BFCL_v[34]_(.+)\.json$/

/** Reads a JSONL file row by row (strictly), reporting problems with file:line; yields each row with its line. */
async function* rowsOf(
  path: string,
  file: string,
  violations: ViolationList,
  digester: RowDigester,
  files: InputFileEntry[],
) {
  const hasher = new FileHasher()
  for await (const { row, line, report } of jsonlRows(path, file, violations, hasher, digester)) {
    const id = rowId(row, report)
    if (id !== undefined) yield { id, row, line: line.number }
  }
  files.push(inputFileEntry(file, hasher.result()))
}

async function readAnswers(
  path: string,
  file: string,
  violations: ViolationList,
  digester: RowDigester,
  files: InputFileEntry[],
): Promise<Map<string, JsonObject> | undefined> {
  const answers = new Map<string, JsonObject>()
  try {
    for await (const { id, row } of rowsOf(path, file, violations, digester, files)) answers.set(id, row)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  return answers
}

/**
 * Reads a BFCL data folder: every `BFCL_v4_<category>.json` (or `BFCL_v3_…`) question file of a category `fromBfcl`
 * supports, and its `possible_answer/` file, as JSONL parsed strictly. Other categories' files are listed in
 * `ignored`; other files are left alone. Problems (unreadable folder, malformed rows, repeated ids, two files for
 * one category, no supported file at all) go to `violations` with file:line. A missing possible-answer file is
 * not a problem here: `answersFound` says so, and the run reports it for the categories it scores.
 */
export async function loadBfclDir(path: string, dir: string, violations: ViolationList): Promise<BfclData> {
  const data: BfclData = {
    entries: [],
    ids: new Map(),
    categories: [],
    ignored: [],
    files: [],
    digest: { rows: 0, sha256Sum: '' },
  }
  const digester = new RowDigester()
  let names: string[]
  try {
    names = (await readdir(path)).sort()
  } catch (error) {
    violations.add({
      file: dir,
      problem: { kind: 'unreadable_file', code: (error as NodeJS.ErrnoException).code ?? 'EIO' },
    })
    return data
  }
  const byCategory = new Map<string, string>()
  for (const name of names) {
    const category = QUESTION_FILE.exec(name)?.[1]
    if (category === undefined) continue
    if (!BFCL_CATEGORIES.has(category)) data.ignored.push(name)
    else if (byCategory.has(category)) {
      const first = join(dir, byCategory.get(category)!)
      violations.add({ file: join(dir, name), problem: { kind: 'duplicate_category', category, first } })
    } else byCategory.set(category, name)
  }
  if (byCategory.size === 0) violations.add({ file: dir, problem: { kind: 'no_bfcl_data' } })
  for (const category of [...byCategory.keys()].sort()) {
    const name = byCategory.get(category)!
    const file = join(dir, name)
    const needsAnswers = !['irrelevance', 'relevance'].includes(bfclCheck(category))
    const answerFile = join(dir, 'possible_answer', name)
    const answers = needsAnswers
      ? await readAnswers(join(path, 'possible_answer', name), answerFile, violations, digester, data.files)
      : undefined
    data.categories.push({
      category,
      file,
      answers: needsAnswers ? answerFile : null,
      answersFound: !needsAnswers || answers !== undefined,
    })
    for await (const { id, row, line } of rowsOf(join(path, name), file, violations, digester, data.files)) {
      const first = data.ids.get(id)
      if (first !== undefined) {
        const at = data.entries[first]!
        violations.add({
          file,
          line,
          path: ['id'],
          problem: { kind: 'duplicate_id', id, first: { file: at.file, line: at.line } },
        })
        continue
      }
      data.ids.set(id, data.entries.length)
      data.entries.push({ id, category, question: row, answer: answers?.get(id), file, line })
    }
  }
  data.digest = digester.digest()
  return data
}

/** The question and answer rows of an entry as `fromBfcl` takes them (their shape is checked there). */
export function entryRows(entry: BfclEntry): [BfclQuestion, BfclAnswer | undefined] {
  return [entry.question as unknown as BfclQuestion, entry.answer as unknown as BfclAnswer | undefined]
}
