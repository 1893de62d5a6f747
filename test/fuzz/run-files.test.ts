import { describe } from 'vitest'
import { tamperedRunFiles } from './invariants/run-files.js'
import { quickSlice } from './quick.js'

describe('run files: tampered shards for merge and diff', () => {
  // Each input scores nothing but writes two runs and merges and diffs them: a few dozen, with a loaded machine's time.
  quickSlice([tamperedRunFiles], 40)
})
