import type { JsonValue } from '../../../src/json/types.js'

const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
}

/** A string as a single-quoted Python literal (control characters as `\xhh`). */
export function pythonString(text: string): string {
  const body = [...text]
    .map((char) => {
      if (Object.hasOwn(ESCAPES, char)) return ESCAPES[char]
      const code = char.codePointAt(0)!
      return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : char
    })
    .join('')
  return `'${body}'`
}

/** A JSON value as a Python literal, as a prompting model would write it. */
export function pythonValue(value: JsonValue): string {
  if (value === null) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  // An integer beyond 2^53 is written as a float, as only those are read (an int there may have been rounded).
  if (typeof value === 'number')
    return Number.isInteger(value) && !Number.isSafeInteger(value) ? value.toExponential() : String(value)
  if (typeof value === 'string') return pythonString(value)
  if (Array.isArray(value)) return `[${value.map(pythonValue).join(', ')}]`
  return `{${Object.keys(value)
    .map((key) => `${pythonString(key)}: ${pythonValue(value[key]!)}`)
    .join(', ')}}`
}

/** Calls in BFCL's prompting format: `[name(key=value, …), …]`. */
export function renderPythonCalls(
  calls: readonly { name: string; arguments: Record<string, JsonValue> }[],
): string {
  const rendered = calls.map(
    (call) =>
      `${call.name}(${Object.keys(call.arguments)
        .map((key) => `${key}=${pythonValue(call.arguments[key]!)}`)
        .join(', ')})`,
  )
  return `[${rendered.join(', ')}]`
}
