import { readFile } from 'node:fs/promises'

/** What a gate needs of one scored sample: whether it passed, and its category. */
export interface SampleOutcome {
  pass: boolean
  category: string
}

/** The category of samples written without one. */
export const NO_CATEGORY = '(no category)'

/**
 * The outcome of every sample of a run's `samples.jsonl`, by id; a string is the problem when the file cannot be
 * read or a line is not a sample record.
 */
export async function readSampleOutcomes(path: string): Promise<Map<string, SampleOutcome> | string> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    return `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'EIO'})`
  }
  const outcomes = new Map<string, SampleOutcome>()
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue
    let row: unknown
    try {
      row = JSON.parse(line)
    } catch {
      return `line ${index + 1} of ${path} is not JSON`
    }
    const { id, pass, category } = (row ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || typeof pass !== 'boolean') {
      return `line ${index + 1} of ${path} is not a sample record (id and pass)`
    }
    outcomes.set(id, { pass, category: typeof category === 'string' ? category : NO_CATEGORY })
  }
  return outcomes
}
