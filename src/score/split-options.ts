import { type NormalizedMatchOptions, normalizeMatchOptions } from '../match/options.js'
import { checkOptionKeys } from '../option-keys.js'
import { MatcherUsageError } from '../usage-error.js'
import { getProfile } from './profiles/index.js'
import type { ScoreOptions } from './types.js'

/** Splits `score`'s options into the profile, the category and the match policies (the profile's, overridden). */
export function splitOptions(options: ScoreOptions | undefined) {
  if (options !== undefined && (typeof options !== 'object' || options === null))
    throw new MatcherUsageError(['options'], 'options must be an object')
  if (options !== undefined) checkOptionKeys(options, 'score')
  const { profile: name, category, ...policies } = options ?? {}
  if (category !== undefined && typeof category !== 'string')
    throw new MatcherUsageError(['options', 'category'], 'category must be a string')
  const profile = getProfile(name)
  const normalized: NormalizedMatchOptions = normalizeMatchOptions({ ...profile.options, ...policies })
  return { profile, category, normalized }
}
