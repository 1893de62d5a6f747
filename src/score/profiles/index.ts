import { MatcherUsageError } from '../../usage-error.js'
import { actionIrProfile } from './action-ir.js'
import { arabicProfile } from './arabic.js'
import { bfclProfile } from './bfcl.js'
import { defaultProfile } from './default.js'
import type { Profile } from './profile.js'

/** Every registered profile by name; a new profile is one file and one line here. */
export const PROFILES: Readonly<Record<string, Profile>> = Object.freeze({
  [defaultProfile.name]: defaultProfile,
  [arabicProfile.name]: arabicProfile,
  [actionIrProfile.name]: actionIrProfile,
  [bfclProfile.name]: bfclProfile,
})

/** The profile of that name (`default` when none is given); an unknown name is a `MatcherUsageError`. */
export function getProfile(name: unknown = 'default'): Profile {
  if (typeof name === 'string' && Object.hasOwn(PROFILES, name)) return PROFILES[name]!
  const known = Object.keys(PROFILES)
    .map((key) => `"${key}"`)
    .join(', ')
  throw new MatcherUsageError(['options', 'profile'], `profile must be one of ${known}`)
}

/** The names `score` accepts as `profile`. */
export const PROFILE_NAMES: readonly string[] = Object.freeze(Object.keys(PROFILES))
