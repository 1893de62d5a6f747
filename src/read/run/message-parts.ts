import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import type { Call } from '../types.js'
import { textOfBlock } from './normalize-result.js'
import type { PlacedCall } from './types.js'

/** A message's `role` when it is a string, else `undefined`. */
export function roleOf(message: object, path: Path): string | undefined {
  const role = field(message, 'role', path)
  return typeof role === 'string' ? role : undefined
}

/** The text of a message content: a string, or its text blocks joined; `undefined` when it holds none. */
export function textOfContent(content: unknown, path: Path): string | undefined {
  if (typeof content === 'string') return content
  const blocks = arrayItems(content, path)
  if (blocks === undefined) return undefined
  const texts = blocks
    .map((block, index) => textOfBlock(block, [...path, index]))
    .filter((text): text is string => text !== undefined)
  return texts.length === 0 ? undefined : texts.join('')
}

/** Calls read from the list at `path` + `key`, each placed at its index (the reused readers keep list order). */
export function placeAt(calls: readonly Call[], path: Path, key: string): PlacedCall[] {
  return calls.map((call, index) => ({ call, path: [...path, key, index] }))
}

/** True for an array of objects each passing `test`. */
export function everyBlock(
  content: unknown,
  path: Path,
  test: (block: object, at: Path) => boolean,
): boolean {
  const blocks = arrayItems(content, path)
  return blocks?.every((block, index) => isRecord(block) && test(block, [...path, index])) === true
}

/** True when some element of the array `content` passes `test`. */
export function someBlock(content: unknown, path: Path, test: (block: object, at: Path) => boolean): boolean {
  const blocks = arrayItems(content, path)
  return blocks?.some((block, index) => isRecord(block) && test(block, [...path, index])) === true
}

/** A block's `type` when it is a string. */
export function typeOf(block: object, path: Path): string | undefined {
  const type = field(block, 'type', path)
  return typeof type === 'string' ? type : undefined
}

/** A string field, else `undefined`. */
export function stringField(value: object, key: string, path: Path): string | undefined {
  const found = field(value, key, path)
  return typeof found === 'string' ? found : undefined
}
