import type { JsonFailureKind, JsonObject, Path, TextPosition } from '../json/types.js'
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
  /**
   * What became of the call, where the wire format says (never compared): `approval_requested` (the client must
   * approve it: `mcp_approval_request`, `approval-requested`), `denied` (the user refused it); in a run, also `ok` or
   * `error` as its result says.
   */
  status?: CallStatus
}

/**
 * What became of a call: `ok` or `error` as its result says (`is_error`, `status: 'error'`, `tool-error`…),
 * `denied` when the user refused it, `approval_requested` when it waits for the user's approval.
 */
export type CallStatus = 'ok' | 'error' | 'denied' | 'approval_requested'

/** Action IR v1 decisions. */
export type Decision = 'CALL' | 'CONFIRM' | 'CLARIFY' | 'ABSTAIN'

/** Action IR v1 modes. */
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
  | TextFormat

/** The model-native text formats (`src/read/text/`), each read by the `syntax` of the same name. */
export type TextFormat =
  | 'hermes'
  | 'llama'
  | 'mistral'
  | 'qwen-xml'
  | 'harmony'
  | 'deepseek'
  | 'deepseek-dsml'
  | 'command-r'

/** What one model response did: the calls it made (possibly none), and its Action IR decision when it has one. */
export interface Turn {
  calls: Call[]
  /** The shape the calls were read from; `text` is raw text with no call in it (an abstention). */
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
  /** Text in a model-native format that is cut off or malformed: `format`, `position`, `expected`, `token`. */
  | 'text_syntax'
  /** Text carrying a model-native format's markers that the options do not read: `format`, `token`, `detail` (the syntax). */
  | 'native_syntax'
  /** A call object with two arguments keys at once (`arguments` and `parameters`…): `path`, `expected` (the keys). */
  | 'ambiguous_arguments'
  | 'unknown_item'
  | 'truncated'
  | 'stream_error'
  | 'async_value'
  | 'filtered'
  | 'not_model_output'
  | 'ambiguous_choice'
  | 'stopped_without_call'
  // runs (`readRun`)
  | 'unpaired_result'
  | 'duplicate_call_id'
  | 'unanswered_call'
  /** A list of several whole results (several `generateText` results, several `{ steps }`): not one run. */
  | 'not_one_run'
  /** A conversation with no model turn at all (only user, system or tool messages): nothing the model did. */
  | 'no_model_turn'
  // the provider's own word that the output failed or is not finished
  /** The provider reports the generation failed (`status: 'failed' | 'cancelled'`, `finishReason: 'error'`…): `token`, `path`. */
  | 'model_error'
  /** The response is not finished (`status: 'in_progress' | 'queued'`): `token`, `path`. */
  | 'incomplete'
  // the witness (`read/witness/`): a reading that lost something
  /** A call marker the reading did not account for: `path` (the marker), `format` (how the value was read), `token` (its name). */
  | 'unread_call'
  /** A stop signal meaning cut, filtered, failed or unfinished that the reading did not carry: `path`, `token` (its value). */
  | 'unread_stop'
  /** Two container shapes accept the value and read different calls: `expected` (both shapes' names). */
  | 'ambiguous_shape'

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
   * For `truncated` and `filtered`: the calls that did arrive whole before the output was cut or stopped (possibly
   * none), as data; more may have been coming. For a stream cut inside a call, `expected` names the end event that
   * never came, `token` is that call's name and `detail` the text of its arguments that arrived.
   */
  calls?: Call[]
  /** For run failures: the other place involved (the earlier call holding a reused id). */
  other?: Path
}

/** The outcome of reading: a Turn, or a read failure. `readCalls` never throws. */
export type ReadResult = { ok: true; turn: Turn } | { ok: false; failure: ReadFailure }

export type * from './read-options.js'
