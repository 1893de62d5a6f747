import type { StopTable } from './stop-signal.js'

/**
 * Every format's stop reasons, as data (see `StopTable`): each value a provider documents, ordinary ends among
 * them, so that a value not listed is one its reader cannot vouch for. One file, so that a wrapper that passes any
 * provider's reason through (LangChain's `response_metadata`, the AI SDK's `rawFinishReason`) reads them all alike.
 */

/** OpenAI chat `finish_reason`, with the ends OpenAI-compatible servers write (Together, TGI, vLLM, DeepSeek, Mistral). */
export const OPENAI_CHAT_STOP: StopTable = {
  stop: 'complete',
  eos: 'complete',
  eos_token: 'complete',
  stop_sequence: 'complete',
  end_turn: 'complete',
  length: 'token_limit',
  model_length: 'token_limit',
  error: 'error',
  insufficient_system_resource: 'error',
  abort: 'unfinished',
  content_filter: 'filter',
  tool_calls: 'tool_stop',
  function_call: 'tool_stop',
}

/** OpenAI Responses `status` (a completed response's is no stop). */
export const RESPONSES_STATUS: StopTable = {
  completed: 'complete',
  failed: 'error',
  cancelled: 'error',
  queued: 'unfinished',
  in_progress: 'unfinished',
  incomplete: 'unfinished',
}

/** OpenAI Responses `incomplete_details.reason`, where it says more than `incomplete`. */
export const RESPONSES_INCOMPLETE_REASON: StopTable = {
  max_output_tokens: 'token_limit',
  content_filter: 'filter',
}

/** Anthropic `stop_reason` (the stream's assembler asks it too). */
export const ANTHROPIC_STOP: StopTable = {
  end_turn: 'complete',
  stop_sequence: 'complete',
  // a server tool's loop paused mid-turn: the turn goes on when the request is sent again
  pause_turn: 'unfinished',
  max_tokens: 'token_limit',
  model_context_window_exceeded: 'token_limit',
  refusal: 'filter',
  tool_use: 'tool_stop',
}

/** Gemini `finishReason`: cut, blocked, or a call the model tried that came out broken (malformed, not offered, too many). */
export const GEMINI_STOP: StopTable = {
  STOP: 'complete',
  // the enum's default: no reason given, as when the field is absent
  FINISH_REASON_UNSPECIFIED: 'complete',
  MAX_TOKENS: 'token_limit',
  LANGUAGE: 'filter',
  SAFETY: 'filter',
  RECITATION: 'filter',
  BLOCKLIST: 'filter',
  PROHIBITED_CONTENT: 'filter',
  SPII: 'filter',
  IMAGE_SAFETY: 'filter',
  IMAGE_PROHIBITED_CONTENT: 'filter',
  IMAGE_RECITATION: 'filter',
  MALFORMED_FUNCTION_CALL: 'broken_call',
  UNEXPECTED_TOOL_CALL: 'broken_call',
  TOO_MANY_TOOL_CALLS: 'broken_call',
  MALFORMED_RESPONSE: 'error',
  MISSING_THOUGHT_SIGNATURE: 'error',
}

/** Bedrock Converse `stopReason`. */
export const BEDROCK_STOP: StopTable = {
  end_turn: 'complete',
  stop_sequence: 'complete',
  max_tokens: 'token_limit',
  model_context_window_exceeded: 'token_limit',
  guardrail_intervened: 'filter',
  content_filtered: 'filter',
  malformed_tool_use: 'broken_call',
  malformed_model_output: 'broken_call',
  tool_use: 'tool_stop',
}

/** Cohere `finish_reason`, v2 and v1. */
export const COHERE_STOP: StopTable = {
  COMPLETE: 'complete',
  STOP_SEQUENCE: 'complete',
  MAX_TOKENS: 'token_limit',
  ERROR_LIMIT: 'token_limit',
  ERROR_TOXIC: 'filter',
  USER_CANCEL: 'error',
  ERROR: 'error',
  TIMEOUT: 'error',
  TOOL_CALL: 'tool_stop',
}

/** Ollama `done_reason`. */
export const OLLAMA_STOP: StopTable = {
  stop: 'complete',
  load: 'complete',
  unload: 'complete',
  length: 'token_limit',
}

/**
 * The AI SDK's `finishReason` of a step (and a single result). `other` (AI SDK 6 folds into it both "no reason
 * given" and a reason it could not map) stands for the provider's own `rawFinishReason`.
 */
export const AI_SDK_STEP_STOP: StopTable = {
  stop: 'complete',
  // the provider gave no reason (AI SDK 5): as when the field is absent
  unknown: 'complete',
  other: 'provider_reason',
  length: 'token_limit',
  'content-filter': 'filter',
  error: 'error',
  'tool-calls': 'tool_stop',
}

/** The AI SDK's `finishReason` of a whole result or UI message: its last step's calls may have had their results. */
export const AI_SDK_RESULT_STOP: StopTable = { ...AI_SDK_STEP_STOP, 'tool-calls': 'complete' }

/**
 * Any provider's reason, where a wrapper passes it through: the union of the chat providers' tables (no value
 * means one thing for one provider and another for the next).
 */
export const ANY_PROVIDER_STOP: StopTable = {
  ...OPENAI_CHAT_STOP,
  ...ANTHROPIC_STOP,
  ...GEMINI_STOP,
  ...BEDROCK_STOP,
  ...COHERE_STOP,
  ...OLLAMA_STOP,
}
