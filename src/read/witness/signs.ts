/**
 * What the witness looks for, as data: the places that, in any wire format we know, can only be a model's tool call
 * (call markers), and the places that are not the model's own part (a call's arguments, a tool's result, someone
 * else's message). Stop signals are in `stop-signs.ts`.
 */

/** Arrays whose every object element is a call (OpenAI, Ollama, Cohere, LangChain, AI SDK, Mastra, evals records). */
export const CALL_ARRAYS: ReadonlySet<string> = new Set([
  'tool_calls',
  'toolCalls',
  'tool_call_chunks',
  'toolInvocations',
  'invalid_tool_calls',
])

/** Members whose object value is a call (Gemini `functionCall`, Bedrock `toolUse`, OpenAI's legacy `function_call`). */
export const CALL_MEMBERS: ReadonlySet<string> = new Set(['functionCall', 'toolUse', 'function_call'])

/** `type` values that name a call, beyond the Responses `*_call` items (which the suffix finds). */
const CALL_TYPES: ReadonlySet<string> = new Set([
  'tool_use',
  'server_tool_use',
  'mcp_tool_use',
  'tool-call',
  'tool_call',
  'tool-invocation',
  'dynamic-tool',
  // a UI message stream's call (the chunks that open a call, or bring its whole input)
  'tool-input-start',
  'tool-input-available',
  'tool-call-streaming-start',
])

/** `type` values of the `tool-` family that are not a call: results, approvals, deltas of a call already opened. */
const TOOL_DASH_NON_CALLS: ReadonlySet<string> = new Set([
  'tool-result',
  'tool-error',
  'tool-approval-request',
  'tool-approval-response',
  'tool-input-delta',
  'tool-input-end',
  'tool-input-error',
  'tool-output-available',
  'tool-output-error',
  'tool-output-denied',
  'tool-call-delta',
])

/** Call types the provider runs itself (accounted for by `serverTools: 'ignore'` when not read). */
const SERVER_TYPES: ReadonlySet<string> = new Set([
  'server_tool_use',
  'mcp_tool_use',
  'web_search_call',
  'file_search_call',
  'code_interpreter_call',
  'image_generation_call',
  'mcp_call',
  'tool_search_call',
  // the OpenAI Agents SDK's hosted tools, and LangChain's standard block for a provider-run tool
  'hosted_tool_call',
  'server_tool_call',
])

/** Call types some reader knows by name (any other call type is found by its pattern alone: `tool-<name>`, `*_call`). */
const NAMED_CALL_TYPES: ReadonlySet<string> = new Set([
  ...CALL_TYPES,
  ...SERVER_TYPES,
  'function',
  'custom',
  'function_call',
  'custom_tool_call',
  'local_shell_call',
  'shell_call',
  'apply_patch_call',
  'computer_call',
])

/**
 * True when a call's `type` is one no format names, found only by its pattern: under `unknownItems: 'ignore'` the
 * reader skips it on the test's word, so it is no silent loss.
 */
export function isPatternType(type: string): boolean {
  return !NAMED_CALL_TYPES.has(type)
}

/** True when an object of this `type` is a call (`tool-<name>` UI parts and Responses `*_call` items included). */
export function isCallType(type: string): boolean {
  if (CALL_TYPES.has(type)) return true
  if (type.endsWith('_call')) return true
  return type.startsWith('tool-') && !TOOL_DASH_NON_CALLS.has(type)
}

/** True when a call of this `type` is run by the provider. */
export function isServerType(type: string): boolean {
  return SERVER_TYPES.has(type)
}

/**
 * `type` values of what is not the model's part: a tool's result (every `*_tool_result`, `*_call_output` and
 * `*_output_item` too), an approval the user gave, an error a tool raised.
 */
export function isResultType(type: string): boolean {
  return (
    type === 'tool_result' ||
    type === 'function_call_result' ||
    type === 'tool-result' ||
    type === 'tool-error' ||
    type === 'tool-output-available' ||
    type === 'tool-output-error' ||
    type === 'tool-approval-response' ||
    type === 'mcp_approval_response' ||
    type.endsWith('_tool_result') ||
    type.endsWith('_call_output') ||
    type.endsWith('_output_item')
  )
}

/**
 * Keys the walk never enters: a call's arguments, a tool's results, the tools offered and the request sent (not
 * what the model did), and the provider's raw body that an SDK keeps beside its own reading of it.
 */
export const SKIPPED_KEYS: ReadonlySet<string> = new Set([
  'arguments',
  'args',
  'input',
  'parameters',
  'partialJson',
  'partial_json',
  'argsText',
  'functionResponse',
  'toolResult',
  'toolResults',
  'tool_results',
  'tools',
  'tool_choice',
  'toolChoice',
  'request',
  'rawResponse',
  'rawCall',
  'body',
  'providerMetadata',
  'experimental_providerMetadata',
  'usage',
  'headers',
])

/** Roles (and LangChain message types) of messages that are not the model's: their content is never walked. */
export const OTHER_AUTHORS: ReadonlySet<string> = new Set([
  'user',
  'system',
  'developer',
  'tool',
  'function',
  'ipython',
  'human',
  'USER',
  'SYSTEM',
  'TOOL',
])

/** LangChain message classes that are not the model's (serialised `id` ends with one of them). */
export const OTHER_CLASSES: ReadonlySet<string> = new Set([
  'HumanMessage',
  'HumanMessageChunk',
  'SystemMessage',
  'SystemMessageChunk',
  'ToolMessage',
  'ToolMessageChunk',
  'FunctionMessage',
  'FunctionMessageChunk',
])
