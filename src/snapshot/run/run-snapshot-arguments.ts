import type { RunSnapshotOptions } from '../../matchers/matcher-options.js'
import { MatcherUsageError } from '../../usage-error.js'

/** What a run snapshot matcher was given: its options, and its hint (file) or stored text (inline). */
export interface RunSnapshotArguments {
  options: RunSnapshotOptions | undefined
  text: string | undefined
}

/**
 * Reads a run snapshot matcher's arguments the way `toMatchSnapshot(properties?, hint?)` reads its own: the options
 * object first when there is one, then the hint (file snapshots) or the stored text (inline snapshots). Anything
 * else is a `MatcherUsageError` saying what goes where.
 */
export function runSnapshotArguments(
  first: unknown,
  second: unknown,
  text: 'hint' | 'inline snapshot',
): RunSnapshotArguments {
  if (first === undefined && second === undefined) return { options: undefined, text: undefined }
  if (typeof first === 'string') {
    if (second !== undefined)
      throw new MatcherUsageError([], `the options come before the ${text}: (options, ${text})`)
    return { options: undefined, text: first }
  }
  if (typeof first !== 'object' || first === null || Array.isArray(first)) {
    throw new MatcherUsageError(
      [],
      `the first argument is the options ({ results }) or the ${text} (a string)`,
    )
  }
  if (second !== undefined && typeof second !== 'string')
    throw new MatcherUsageError([], `the ${text} must be a string`)
  return { options: first as RunSnapshotOptions, text: second }
}
