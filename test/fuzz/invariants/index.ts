import type { Invariant } from '../support.js'
import { fastRouteAgrees } from './fast-route.js'
import { backtrackingPatterns, hugeMismatchLists, longNumberLiterals } from './hostile-inputs.js'
import { canonicalForm, jsonParse, utf8 } from './json.js'
import { jsonRoundTrip, matchNeverThrows, parallelPermutation, selfMatch, usageErrors } from './match.js'
import { matchersInvariant } from './matchers.js'
import { numberPolicyAgrees } from './number-policy.js'
import { readHarmless, readNeverThrows, readOracle } from './read.js'
import { tamperedRunFiles } from './run-files.js'
import { runsWitnessed } from './runs.js'
import { scoreInvariant } from './score.js'

/** Every invariant, in the order runs report them. */
export const INVARIANTS: readonly Invariant[] = [
  readNeverThrows,
  readOracle,
  readHarmless,
  runsWitnessed,
  jsonParse,
  utf8,
  canonicalForm,
  matchNeverThrows,
  usageErrors,
  jsonRoundTrip,
  selfMatch,
  parallelPermutation,
  fastRouteAgrees,
  scoreInvariant,
  matchersInvariant,
  hugeMismatchLists,
  backtrackingPatterns,
  longNumberLiterals,
  numberPolicyAgrees,
  tamperedRunFiles,
]
