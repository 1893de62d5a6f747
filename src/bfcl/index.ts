/** BFCL (Berkeley Function-Calling Leaderboard) entries as expectations: `fromBfcl` and its types. */
export { BFCL_CATEGORIES, type BfclCheck, bfclCategory, bfclCheck } from './bfcl-category.js'
export { fromBfcl } from './from-bfcl.js'
export type * from './types.js'
