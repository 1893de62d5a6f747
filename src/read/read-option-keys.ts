import type { NormalizedReadOptions } from './read-options.js'

/**
 * The keys `readCalls` and `readRun` take, checked against `NormalizedReadOptions` (an option added there fails to
 * compile until it is listed here). `tools` is not one: it is given to `match`.
 */
export const READ_OPTION_KEYS = {
  parse: true,
  lenient: true,
  syntax: true,
  unicode: true,
  maxDepth: true,
  choice: true,
  serverTools: true,
  unknownItems: true,
  numbers: true,
} as const satisfies Record<Exclude<keyof NormalizedReadOptions, 'tools'>, true>
