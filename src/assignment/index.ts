/** Pairing algorithms of the matcher: they work on indexes and callbacks and know nothing of tool calls. */
export { type AlignmentStep, type AlignOptions, alignSequences } from './align-sequences.js'
export { maximumMatching } from './maximum-matching.js'
export { type CostMatrix, minCostAssignment } from './min-cost-assignment.js'
export {
  type Pairing,
  type PairingProblem,
  type PairMultisetOptions,
  pairMultiset,
} from './pair-multiset.js'
