import { describe } from 'vitest'
import {
  jsonRoundTrip,
  matchNeverThrows,
  parallelPermutation,
  selfMatch,
  usageErrors,
} from './invariants/match.js'
import { quickSlice } from './quick.js'

describe('match', () =>
  quickSlice([matchNeverThrows, usageErrors, jsonRoundTrip, selfMatch, parallelPermutation]))
