import type { JsonFailureKind, JsonObject, Path, TextPosition } from '../json/types.js'
import type { UnicodePolicy } from '../unicode-policy.js'
import type { ValueFailureKind } from '../value-failure.js'

/** One tool call, canonical: arguments parsed (never a JSON string), keys sorted, strings normalised. */
export interface Call {
  name: string
  arguments: JsonObject
  /** The provider's call id (`call_…`, `toolu_…`), kept for reference; never compared. */
  id?: string
  /** True for a tool the provider ran itself (read only with `serverTools: 'include'`); never compared. */
  server?: true
  /** The MCP server's label of a hosted MCP call (`server_label`, `server_name`); never compared. */
  serverLabel?: string
  /** A call the client must approve before it runs (`mcp_approval_request`, `approval-requested`); never compared. */
  status?: 'approval_requested' | 'denied'
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
  | 'cohere'
  | 'mastra'
  | 'evalite'
  | 'vitest-evals'
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
  | 'unknown_item'
  | 'truncated'
  | 'filtered'
  | 'not_model_output'
  | 'ambiguous_choice'
  | 'stopped_without_call'

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
  /**
   * For `truncated` and `filtered`: the calls that did arrive before the output was cut or stopped (possibly none),
   * as data; more may have been coming.
   */
  calls?: Call[]
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
  /**
   * Which OpenAI choice / Gemini candidate to read when a response has several. Without it, a response whose choices
   * read differently is an `ambiguous_choice` read failure (reading the first silently would be a misread).
   */
  choice?: number
  /**
   * Tools the provider ran itself (Anthropic `server_tool_use`, Responses `web_search_call`, Gemini
   * `executableCode`…): `ignore` (default: the client did not have to run them) or `include` (read as calls marked
   * `server: true`).
   */
  serverTools?: ServerToolsPolicy
  /**
   * An item of unknown type inside a recognised container: `fail` (default: an `unknown_item` read failure) or
   * `ignore` (skipped).
   */
  unknownItems?: UnknownItemsPolicy
}

/** See `ReadOptions.serverTools`. */
export type ServerToolsPolicy = 'ignore' | 'include'

/** See `ReadOptions.unknownItems`. */
export type UnknownItemsPolicy = 'fail' | 'ignore'

/** `ReadOptions` with every field set. */
export interface NormalizedReadOptions {
  parse: ParsePolicy
  syntax: CallSyntax
  unicode: UnicodePolicy
  maxDepth: number
  /** `unchosen`: none was given (choices that read differently fail). */
  choice: number | 'unchosen'
  serverTools: ServerToolsPolicy
  unknownItems: UnknownItemsPolicy
}
