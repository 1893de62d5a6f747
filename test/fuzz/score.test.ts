import { describe } from 'vitest'
import { scoreInvariant } from './invariants/score.js'
import { quickSlice } from './quick.js'

describe('score', () => quickSlice([scoreInvariant]))
