import { matchProfile } from '../match/match-profiles.js'
import type { MatchOptions } from '../match/options.js'
import type { ScoreOptions } from '../score/types.js'

/** The score options for a matcher's options: a match profile (`bfcl`) becomes its policies; the category added. */
export function scoreOptions(options: MatchOptions | undefined, category: string | undefined): ScoreOptions {
  const { profile, ...policies } = options ?? {}
  const base = profile === undefined ? {} : matchProfile(profile).policies
  return { ...base, ...policies, ...(category === undefined ? {} : { category }) }
}
