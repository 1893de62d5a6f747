/**
 * The end of a switch that gives every kind its words: unreachable while the types hold, so a new kind without words
 * fails to compile there; a value from outside the types (a hand-made record) throws, naming it.
 */
export function noWords(value: never, what?: string): never {
  throw new Error(
    what === undefined ? `no words for ${JSON.stringify(value)}` : `no words for ${what} ${String(value)}`,
  )
}
