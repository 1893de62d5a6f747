import { describe } from 'vitest'
import { runsWitnessed } from './invariants/runs.js'
import { quickSlice } from './quick.js'

describe('readRun', () => quickSlice([runsWitnessed]))
