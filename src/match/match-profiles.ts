import type { ExtraArgumentsPolicy, ExtraCallsPolicy } from '../expect/types.js'
import type { ParsePolicy } from '../read/types.js'
import type { UnicodePolicy } from '../unicode-policy.js'
import { MatcherUsageError } from '../usage-error.js'

/** The policies a match profile may set. */
export interface ProfilePolicies {
  readonly parse?: ParsePolicy
  readonly unicode?: UnicodePolicy
  readonly extraArguments?: ExtraArgumentsPolicy
  readonly extraCalls?: ExtraCallsPolicy
}

/**
 * A named, versioned bundle of match policies. Options given to `match` (or set with `configure`) override the
 * profile's. Any change to what a profile decides bumps its version.
 */
export interface MatchProfile {
  readonly name: string
  readonly version: string
  readonly policies: ProfilePolicies
}

/**
 * The built-in match profiles:
 * - `default`: the strict defaults (strict parsing, NFC, extra arguments and extra calls forbidden);
 * - `bfcl`: the policies of BFCL's AST checker (gorilla `bfcl_eval`, v4): strict parsing, no Unicode normalisation,
 *   no argument beyond the expected ones, no call beyond the expected ones. BFCL's per-value rules (string
 *   standardisation, alternatives, optional parameters, the function docs' types) are in the expectation and tools
 *   that `fromBfcl` builds; the profile is what no expectation can say. Number lexemes are not kept: `5.0` is `5`
 *   here, where BFCL's Python decoder keeps it a float (see `fromBfcl`).
 */
export const MATCH_PROFILES: Readonly<Record<string, MatchProfile>> = Object.freeze({
  default: Object.freeze({ name: 'default', version: '1', policies: Object.freeze({}) }),
  bfcl: Object.freeze({
    name: 'bfcl',
    version: 'bfcl-v4-ast-1',
    policies: Object.freeze({
      parse: 'strict',
      unicode: 'none',
      extraArguments: 'forbid',
      extraCalls: 'forbid',
    }),
  }),
})

/** The match profile of that name (`default` when none is given); an unknown name is a `MatcherUsageError`. */
export function matchProfile(name: unknown = 'default'): MatchProfile {
  if (typeof name === 'string' && Object.hasOwn(MATCH_PROFILES, name)) return MATCH_PROFILES[name]!
  const known = Object.keys(MATCH_PROFILES)
    .map((key) => `"${key}"`)
    .join(', ')
  throw new MatcherUsageError(['options', 'profile'], `profile must be one of ${known}`)
}
