import type { JsonValue } from './types.js'

/**
 * Serialises a JSON value deterministically: keys sorted by UTF-16 code units at every level (JavaScript's own
 * order would put integer-like keys first), no white space. Equal canonical values give equal strings.
 */
export function stableStringify(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  const keys = Object.keys(value).sort()
  let out = '{'
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!
    if (index > 0) out += ','
    out += `${JSON.stringify(key)}:${stableStringify(value[key]!)}`
  }
  return `${out}}`
}
