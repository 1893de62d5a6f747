import { describe } from 'vitest'
import { readHarmless, readNeverThrows, readOracle } from './invariants/read.js'
import { quickSlice } from './quick.js'

describe('readCalls', () => quickSlice([readNeverThrows, readOracle, readHarmless]))
