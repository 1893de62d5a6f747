import { describe } from 'vitest'
import { backtrackingPatterns, hugeMismatchLists, longNumberLiterals } from './invariants/hostile-inputs.js'
import { numberPolicyAgrees } from './invariants/number-policy.js'
import { quickSlice } from './quick.js'

describe('hostile inputs: huge mismatch lists, backtracking patterns, long number literals', () => {
  quickSlice([hugeMismatchLists], 6)
  quickSlice([backtrackingPatterns, longNumberLiterals], 60)
  quickSlice([numberPolicyAgrees], 300)
})
