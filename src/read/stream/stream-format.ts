import type { Path } from '../../json/types.js'
import type { Format, NormalizedReadOptions } from '../types.js'

/** A call a cut stream was still sending: its name and the text of its arguments that arrived. */
export interface OpenCall {
  name: string
  arrived: string
  /** The event that opened the call. */
  path: Path
}

/**
 * What an assembler made of a stream's events: the response its SDK would return. `ended` is false when the stream
 * stopped before its end event (`awaiting` names it); `response` then holds only what arrived whole, and `open` the
 * call that was being sent when it stopped.
 */
export type Assembled =
  | { ended: true; response: object }
  | { ended: false; response: object; awaiting: string; open?: OpenCall }

/**
 * One stream format: the events an SDK sends while a response streams, assembled into that response the way the
 * SDK does, so the format's ordinary reader reads it (one reading path). `signals` recognises an event only this
 * format sends; `weak` ones count only when no element of the array signals any format.
 */
export interface StreamFormat {
  /** The name listed in failures, e.g. `openai-chat.chunks`. */
  readonly name: string
  readonly format: Format
  /**
   * For formats whose events name their type: every type the assembler knows (any other is `unknown_item`), and
   * those of them that carry no call. Formats of untyped chunks (OpenAI chat, Gemini, LangChain) list none.
   */
  readonly eventTypes?: readonly string[]
  readonly noCallEvents?: readonly string[]
  signals(event: object, path: Path): 'strong' | 'weak' | false
  /**
   * Assembles `events` (the elements of the received array, at `path`). Throws a ReadError for an event of
   * unknown type (`unknown_item`), an `error` or `abort` event (`stream_error`), or a call that is not JSON.
   */
  assemble(events: readonly unknown[], path: Path, options: NormalizedReadOptions): Assembled
}
