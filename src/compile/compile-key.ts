/**
 * The JSON text of an expectation whose compiled form depends on nothing else: plain objects (`Object` or `null`
 * prototype, no symbol keys), arrays, strings, finite numbers, booleans and `null`, at any depth. Returns `undefined`
 * for anything else — a function (`field.satisfies`), an asymmetric matcher or other class instance, a tool handle's
 * call (it carries its tools under a symbol), `undefined`, a non-finite number — whose compiled form the text does
 * not determine. While an object's text stays the same, compiling it again gives the same result.
 */
export function compileKey(expectation: unknown): string | undefined {
  try {
    return plainText(expectation)
  } catch {
    // A cycle, a revoked Proxy, a throwing getter or absurd depth: not cacheable, and compiling reports it properly.
    return undefined
  }
}

function plainText(expectation: unknown): string | undefined {
  let plain = true
  const text = JSON.stringify(
    expectation,
    function (this: Record<string, unknown>, key: string, value: unknown) {
      if (!plain) return null
      // What the object holds, before any `toJSON` (a Date, a `field.satisfies` rule) stood in for it.
      const raw = this[key]
      switch (typeof raw) {
        case 'string':
        case 'boolean':
          return value
        case 'number':
          if (!Number.isFinite(raw)) plain = false
          return value
        case 'object': {
          if (raw === null) return value
          if (!Array.isArray(raw)) {
            const prototype = Object.getPrototypeOf(raw)
            if (prototype !== Object.prototype && prototype !== null) plain = false
            else if (Object.getOwnPropertySymbols(raw).length > 0) plain = false
            else if (typeof (raw as { toJSON?: unknown }).toJSON === 'function') plain = false
          }
          return value
        }
        default:
          plain = false
          return null
      }
    },
  )
  return plain ? text : undefined
}
