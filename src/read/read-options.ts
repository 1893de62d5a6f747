import type { NumberPolicy } from '../json/number-policy.js'
import type { JsonObject } from '../json/types.js'
import type { UnicodePolicy } from '../unicode-policy.js'
import type { TextFormat } from './types.js'

/**
 * How raw text is parsed: `strict` accepts exactly one JSON value; `lenient` extracts every call from prose, fences
 * and model-native formats (detected by their markers), in order.
 */
export type ParsePolicy = 'strict' | 'lenient'

/** Which calls lenient parsing keeps: `all` (the default, in order) or `last` (the last usable call wins). */
export type LenientPolicy = 'all' | 'last'

/**
 * How raw text writes calls: `json` (the default), `python` (Python call syntax, `[get_weather(city='Paris')]`:
 * prompted models' "pythonic" output, BFCL's prompting format, read as the `pythonic` format), or a model-native
 * format read strictly: `hermes` (`<tool_call>{…}</tool_call>`, Hermes and Qwen 2.5/3), `llama` (Llama 3.x JSON,
 * `<|python_tag|>`, the code interpreter), `mistral` (`[TOOL_CALLS]`), `qwen-xml` (Qwen3-Coder and Nemotron
 * `<function=…>`), `harmony` (gpt-oss), `deepseek` (DeepSeek V3 / R1 / V3.1 call tokens), `deepseek-dsml` (DeepSeek
 * V3.2's `<｜DSML｜function_calls>` markup), `command-r` (Cohere `Action:`).
 */
export type CallSyntax = 'json' | 'python' | TextFormat

/**
 * What a reader may know of the tools: each tool's arguments JSON Schema (from `defineTools`), so that formats whose
 * values are text (Qwen3-Coder XML) are converted as the schema says. `match` and the matchers pass their `tools`.
 */
export interface ReadTools {
  readonly tools: ReadonlyMap<string, { readonly schema: { readonly jsonSchema: JsonObject | undefined } }>
}

/** Options of `readCalls`. */
export interface ReadOptions {
  parse?: ParsePolicy
  /** With `parse: 'lenient'`: keep every call (`all`, the default) or only the last usable one (`last`). */
  lenient?: LenientPolicy
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
  /**
   * How number literals in received text become numbers: `exact` (the default) makes an integer literal a double
   * cannot hold exactly (`9007199254740993`) or a non-zero literal that underflows to zero (`1e-400`) a
   * `precision_loss` read failure; `double` rounds them to the nearest double, as `JSON.parse` does.
   */
  numbers?: NumberPolicy
}

/** See `ReadOptions.serverTools`. */
export type ServerToolsPolicy = 'ignore' | 'include'

/** See `ReadOptions.unknownItems`. */
export type UnknownItemsPolicy = 'fail' | 'ignore'

/** `ReadOptions` with every field set. */
export interface NormalizedReadOptions {
  parse: ParsePolicy
  lenient: LenientPolicy
  syntax: CallSyntax
  unicode: UnicodePolicy
  maxDepth: number
  /** `unchosen`: none was given (choices that read differently fail). */
  choice: number | 'unchosen'
  /** The tools, when the caller knows them (`match` with `tools`). */
  tools?: ReadTools | undefined
  serverTools: ServerToolsPolicy
  unknownItems: UnknownItemsPolicy
  numbers: NumberPolicy
}
