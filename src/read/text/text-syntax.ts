import type { TurnBody } from '../shape.js'
import type { CallSyntax, Format, NormalizedReadOptions } from '../types.js'

/** Where a text carries a syntax's call marker: the offset and the marker as written. */
export interface Marker {
  offset: number
  token: string
}

/**
 * A model-native text syntax (one file each under `src/read/text/`): the `syntax` option that selects it, the
 * format its calls are read as, how to find its call markers, and how to read a text in it. `read` throws a
 * ReadError (format and position) on text that is cut off or malformed; text between calls is the model's prose.
 */
export interface TextSyntax {
  readonly syntax: Exclude<CallSyntax, 'json'>
  readonly format: Format
  /** The first call marker of this syntax in the text, or `undefined` when it carries none. */
  find(text: string): Marker | undefined
  /** When the `syntax` option selects it: whether the text is read in it (default: when `find` finds a marker). */
  accepts?(text: string): boolean
  read(text: string, options: NormalizedReadOptions): TurnBody
}

/** The first match of `pattern` (a global or sticky-free regular expression) as a Marker. */
export function findPattern(text: string, pattern: RegExp): Marker | undefined {
  const found = pattern.exec(text)
  return found === null ? undefined : { offset: found.index, token: found[0] }
}
