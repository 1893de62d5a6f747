import { readFile } from 'node:fs/promises'

/** What a gate needs of one scored sample: whether it passed, its category, and its trial (a sample of trials). */
export interface SampleOutcome {
  pass: boolean
  category: string
  trial?: number
}

/**
 * A sample's key among a run's samples: its id, or for a sample of trials its id and trial (one id has a sample per
 * trial). Joined by U+0000 and the trial's digits, so that `sampleName` can take it apart again exactly.
 */
export function sampleKey(id: string, trial: number | undefined): string {
  return trial === undefined ? id : `${id}\u0000${trial}`
}

/** A sample as a person names it: its id, and for a sample of trials `id (trial t)`. */
export function sampleLabel(id: string, trial: number | undefined): string {
  return trial === undefined ? id : `${id} (trial ${trial})`
}

/** `sampleLabel` of the sample whose `sampleKey` this is. */
export function sampleName(key: string, trial: number | undefined): string {
  return trial === undefined ? key : sampleLabel(key.slice(0, key.lastIndexOf('\u0000')), trial)
}

/** The category of samples written without one. */
export const NO_CATEGORY = '(no category)'

/**
 * The outcome of every sample of a run's `samples.jsonl`, by `sampleKey` (its id, and its trial if it has one); a string is the problem when the file cannot be
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
    const { id, pass, category, trial } = (row ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || typeof pass !== 'boolean') {
      return `line ${index + 1} of ${path} is not a sample record (id and pass)`
    }
    const outcome: SampleOutcome = { pass, category: typeof category === 'string' ? category : NO_CATEGORY }
    if (typeof trial === 'number') outcome.trial = trial
    outcomes.set(sampleKey(id, outcome.trial), outcome)
  }
  return outcomes
}
