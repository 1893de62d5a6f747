import type { NumberPolicy } from '../json/number-policy.js'
import type { JsonFailureKind, JsonObject, Path, TextPosition } from '../json/types.js'
import type { UnicodePolicy } from '../unicode-policy.js'
import type { ValueFailureKind } from '../value-failure.js'

/** One tool call, canonical: arguments parsed (never a JSON string), keys sorted, strings normalised. */
export interface Call {
  name: string
  arguments: JsonObject
  /** The provider's call id (`call_…`, `toolu_…`), kept for reference; never compared. */
  id?: string
}

/** Action IR v1 decisions (seed 001). */
export type Decision = 'CALL' | 'CONFIRM' | 'CLARIFY' | 'ABSTAIN'

/** Action IR v1 modes (seed 001). */
export type Mode = 'SINGLE' | 'SERIAL' | 'PARALLEL'

/** The wire formats the reader recognises. */
export type Format =
  | 'openai-chat'
  | 'openai-responses'
  | 'anthropic'
  | 'gemini'
  | 'vercel-ai'
  | 'langchain'
  | 'mcp'
  | 'bedrock'
  | 'ollama'
  | 'action-ir'
  | 'bfcl'
  | 'pythonic'
  | 'canonical'
  | 'text'

/** What one model response did: the calls it made (possibly none), and its Action IR decision when it has one. */
export interface Turn {
  calls: Call[]
  /** The shape the calls were read from; `text` is raw text with no JSON in it (an abstention). */
  format: Format
  /** True when the input was raw text (string or bytes) that was parsed. */
  fromText: boolean
  decision?: Decision
  mode?: Mode
  /** CLARIFY's missing slots. */
  missing?: string[]
}

/** Why received input cannot become a Turn. */
export type ReadFailureKind =
  | JsonFailureKind
  | ValueFailureKind
  | 'not_an_object'
  | 'unknown_shape'
  | 'arguments_not_json'
  | 'schema_invalid'
  | 'no_call_found'
  | 'python_syntax'

/**
 * Received input that cannot become a Turn, as data (the words are written in `report/`). A read failure fails
 * every expectation, abstention included.
 */
export interface ReadFailure {
  kind: ReadFailureKind
  /** The format that was being read, when one was recognised. */
  format?: Format
  /** Where in the received structure (for objects), e.g. `['choices', 0, 'message', 'tool_calls', 1, 'function', 'arguments']`. */
  path?: Path
  /** Where in the text (for raw text, or for an arguments string: then relative to that string). */
  position?: TextPosition
  /** The offending token, key or type name. */
  token?: string
  /** The text that failed, for a snippet with a caret in messages (cut to a window around `position`). */
  excerpt?: { text: string; offset: number }
  /** For `unknown_shape`: the shapes that were looked for. For `schema_invalid`: what was allowed. */
  expected?: readonly string[]
  /** Free detail (type names, the thrown message of a hostile getter). */
  detail?: string
}

/** The outcome of reading: a Turn, or a read failure. `readCalls` never throws. */
export type ReadResult = { ok: true; turn: Turn } | { ok: false; failure: ReadFailure }

/** How raw text is parsed: `strict` accepts exactly one JSON value; `lenient` extracts the last usable call from prose. */
export type ParsePolicy = 'strict' | 'lenient'

/**
 * How raw text writes calls: `json` (the default; text in any other syntax makes no call), or `python`, which also
 * reads Python call syntax (`[get_weather(city='Paris')]`: prompted models' "pythonic" output, BFCL's prompting
 * format) strictly, as the `pythonic` format.
 */
export type CallSyntax = 'json' | 'python'

/** Options of `readCalls`. */
export interface ReadOptions {
  parse?: ParsePolicy
  syntax?: CallSyntax
  unicode?: UnicodePolicy
  /** Deepest allowed nesting of received data (default 64). */
  maxDepth?: number
  /** Which OpenAI choice / Gemini candidate to read when a response has several (default 0). */
  choice?: number
  /**
   * How number literals in received text become numbers: `exact` (the default) makes an integer literal a double
   * cannot hold exactly (`9007199254740993`) or a non-zero literal that underflows to zero (`1e-400`) a
   * `precision_loss` read failure; `double` rounds them to the nearest double, as `JSON.parse` does.
   */
  numbers?: NumberPolicy
}

/** `ReadOptions` with every field set. */
export interface NormalizedReadOptions {
  parse: ParsePolicy
  syntax: CallSyntax
  unicode: UnicodePolicy
  maxDepth: number
  choice: number
  numbers: NumberPolicy
}
