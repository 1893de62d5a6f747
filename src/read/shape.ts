import type { Path } from '../json/types.js'
import type { Call, Format, NormalizedReadOptions, Turn } from './types.js'

/** What a reader makes of one received value: a Turn without `fromText` (the caller knows whether it was text). */
export type TurnBody = Omit<Turn, 'fromText'>

/**
 * A container shape (a response, a message, a result): recognised from its own distinguishing fields and read
 * into a TurnBody. `read` throws a ReadError on broken input; only `readCalls` catches.
 */
export interface Shape {
  /** The name listed in `unknown_shape` failures, e.g. `openai-chat.response`. */
  readonly name: string
  readonly format: Format
  matches(value: object, path: Path): boolean
  read(value: object, path: Path, options: NormalizedReadOptions): TurnBody
}

/**
 * One element of a call list (a tool call, a content block, a part): recognised alone or inside an array, read
 * into a Call, or `undefined` when the element carries no call (a text block, a reasoning item).
 */
export interface ItemShape {
  readonly name: string
  readonly format: Format
  /** False when the shape is only recognised inside an array (BFCL's `{name: {…}}` would match too much alone). */
  readonly topLevel: boolean
  /**
   * Own keys of which an object must have at least one to fit (`undefined`: any object may). Lets `readItems` skip
   * the shape for a plain object without reading fields; a test holds `matches` to it.
   */
  readonly requires?: readonly string[]
  matches(value: object, path: Path): boolean
  read(value: object, path: Path, options: NormalizedReadOptions): Call | undefined
}
