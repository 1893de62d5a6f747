import { type MatchOptions, type NormalizedMatchOptions, normalizeMatchOptions } from '../match/options.js'
import { checkOptionKeys } from '../option-keys.js'
import { MatcherUsageError } from '../usage-error.js'
import { getProfile } from './profiles/index.js'
import type { Profile } from './profiles/profile.js'
import { SCORE_OPTION_KEYS, type ScoreOptions } from './types.js'

/** The profile, the category and the match policies (the profile's, overridden) of one options object. */
interface SplitOptions {
  profile: Profile
  category: string | undefined
  policies: MatchOptions
}

/** Frozen options objects already split: they cannot change (a batch passes one object for many items). */
const splitFrozen = new WeakMap<ScoreOptions, SplitOptions>()

function split(options: ScoreOptions | undefined): SplitOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null))
    throw new MatcherUsageError(['options'], 'options must be an object')
  if (options !== undefined) checkOptionKeys(options, SCORE_OPTION_KEYS)
  const { profile: name, category, ...policies } = options ?? {}
  if (category !== undefined && typeof category !== 'string')
    throw new MatcherUsageError(['options', 'category'], 'category must be a string')
  const profile = getProfile(name)
  return { profile, category, policies: { ...profile.options, ...policies } }
}

/**
 * Splits `score`'s options into the profile, the category and the normalised match policies. A frozen options
 * object is split once, into frozen policies, which `normalizeMatchOptions` then normalises once too.
 */
export function splitOptions(options: ScoreOptions | undefined) {
  const frozen = options !== undefined && Object.isFrozen(options)
  let parts = frozen ? splitFrozen.get(options) : undefined
  if (parts === undefined) {
    parts = split(options)
    if (frozen) {
      Object.freeze(parts.policies)
      splitFrozen.set(options, parts)
    }
  }
  const normalized: NormalizedMatchOptions = normalizeMatchOptions(parts.policies)
  return { profile: parts.profile, category: parts.category, normalized }
}
