import { guardReading } from '../../expect/guard-reading.js'
import type { ResultsMode, RunSnapshotOptions } from '../../matchers/matcher-options.js'
import { checkOptionKeys } from '../../option-keys.js'
import { MatcherUsageError } from '../../usage-error.js'

/** `RunSnapshotOptions` with every field set. */
export interface NormalizedRunSnapshotOptions {
  results: ResultsMode
}

/** The keys a run snapshot matcher takes, checked against its normalised options. */
const RUN_SNAPSHOT_OPTION_KEYS = {
  results: true,
} as const satisfies Record<keyof NormalizedRunSnapshotOptions, true>

const RESULTS: readonly ResultsMode[] = ['shape', 'full']

/**
 * Checks and completes the options of a run snapshot matcher once, at the boundary: anything but an object, an
 * unknown key (named with the closest known one) or an unknown `results` value is a `MatcherUsageError`.
 */
export function normalizeRunSnapshotOptions(given: unknown): NormalizedRunSnapshotOptions {
  return guardReading(given, ['options'], () => normalize(given))
}

function normalize(given: unknown): NormalizedRunSnapshotOptions {
  if (given === undefined) return { results: 'shape' }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new MatcherUsageError(['options'], 'the run snapshot options must be an object ({ results })')
  }
  checkOptionKeys(given, RUN_SNAPSHOT_OPTION_KEYS)
  const results = (given as RunSnapshotOptions).results ?? 'shape'
  if (!RESULTS.includes(results)) {
    throw new MatcherUsageError(
      ['options', 'results'],
      `results must be ${RESULTS.map((mode) => `'${mode}'`).join(' or ')}, received ${typeof results === 'string' ? JSON.stringify(results) : `a ${typeof results}`}`,
    )
  }
  return { results }
}
