/**
 * The usage error for an `order` that is not one of `names`. A string is quoted as written; anything else (an
 * object, a cycle, a BigInt) is named by its kind, since it cannot be printed safely and was never an order name.
 */
export function unknownOrderMessage(input: unknown, names: readonly string[]): string {
  const valid = names.map((name) => `'${name}'`).join(', ')
  if (typeof input === 'string') return `unknown order ${JSON.stringify(input)}: use one of ${valid}`
  const kind = input === null ? 'null' : Array.isArray(input) ? 'an array' : `a ${typeof input}`
  return `order must be a string, received ${kind}: use one of ${valid}`
}
