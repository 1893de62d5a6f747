import { expect, test } from 'vitest'
import * as assignment from '../../src/assignment/index.js'

test('the index exports the four pairing algorithms', () => {
  expect(Object.keys(assignment).sort()).toEqual([
    'alignSequences',
    'maximumMatching',
    'minCostAssignment',
    'pairMultiset',
  ])
})
