import type { JsonValue } from '../json/types.js'

const INDENT = '  '

/**
 * Writes snapshot data as stable text: JSON with every object's keys sorted (by UTF-16 code units, whatever
 * their insertion order or integer-likeness), two-space indentation, empty objects and arrays as `{}` and `[]`.
 * Equal data always gives the same text, so neither the provider nor key order churns a snapshot.
 */
export function renderSnapshot(data: JsonValue): string {
  return render(data, '')
}

function render(value: JsonValue, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  const inner = indent + INDENT
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    return `[\n${value.map((item) => inner + render(item, inner)).join(',\n')}\n${indent}]`
  }
  const keys = Object.keys(value).sort()
  if (keys.length === 0) return '{}'
  const lines = keys.map((key) => `${inner}${JSON.stringify(key)}: ${render(value[key]!, inner)}`)
  return `{\n${lines.join(',\n')}\n${indent}}`
}
