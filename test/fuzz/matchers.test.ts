// The setup entry, as users load it: the matchers run through Vitest's `expect`, recording verdicts for the reporter.
import '../../src/vitest.js'
import { describe } from 'vitest'
import { matchersInvariant } from './invariants/matchers.js'
import { quickSlice } from './quick.js'

describe('matchers', () => quickSlice([matchersInvariant], 200))
