import { passTotal } from '../run/run-total.js'
import { defaultProfile } from './default.js'
import type { Profile } from './profile.js'

/**
 * `bfcl`: BFCL's AST checker semantics for expectations built by `fromBfcl` — the `bfcl` match profile's policies
 * (strict parsing, no Unicode normalisation, no extra arguments or calls) with the default per-argument credit. The
 * total is the checker's binary verdict, 1 or 0, as the leaderboard's accuracy counts it.
 */
export const bfclProfile: Profile = {
  name: 'bfcl',
  options: { profile: 'bfcl' },
  decisionAxis: 'relevant',
  argumentCredit: defaultProfile.argumentCredit,
  total: (_axes, pass) => (pass ? 1 : 0),
  runTotal: passTotal,
}
