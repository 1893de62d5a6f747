/** True for a non-null object that is not an array. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An own property's value, or `undefined`: never an inherited one, so `__proto__` and `constructor` are data. */
export function own(value: object, key: string): unknown {
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined
}

/** A fresh object with a `null` prototype, so any key (`__proto__` included) is an ordinary property. */
export function bareObject<Value>(): Record<string, Value> {
  return Object.create(null) as Record<string, Value>
}
