import type { Path } from '../json/types.js'
import { actionIr } from './action-ir.js'
import { anthropic } from './anthropic.js'
import { bedrock } from './bedrock.js'
import { bfcl } from './bfcl.js'
import { canonicalCall } from './canonical-call.js'
import { cohere } from './cohere.js'
import { contentMessage } from './content-message.js'
import { conversationShape } from './conversation.js'
import { evalRecords } from './eval-records.js'
import { foreignMessage } from './foreign-message.js'
import { gemini } from './gemini.js'
import { langchain } from './langchain.js'
import { mcp } from './mcp.js'
import { ollama } from './ollama.js'
import { openaiChat } from './openai-chat.js'
import { openaiResponses } from './openai-responses.js'
import type { ItemShape, Shape } from './shape.js'
import { vercelAi } from './vercel-ai.js'
import { vercelAiUi } from './vercel-ai-ui.js'

/**
 * Container shapes, tried first and in this order. Each looks only at the object's own distinguishing fields;
 * the order settles the few overlaps (a Gemini candidate before a bare content, Ollama's object arguments before
 * OpenAI's string ones, typed Anthropic messages before untyped `{role, content}` messages).
 */
const CONTAINERS: readonly Shape[] = [
  actionIr.object, // decision
  foreignMessage, // role: user | system | developer | tool, LangChain human / system / tool (dict, instance, serialised)
  openaiChat.response, // object: 'chat.completion' | choices[]
  openaiResponses.response, // object: 'response' | output[]
  gemini.response, // candidates[] | promptFeedback{}
  gemini.live, // toolCall{functionCalls[]}
  bedrock.response, // output{message{}} | output{} + stopReason
  ollama.response, // message{} + done: boolean
  cohere.response, // message{} + upper-case finish_reason | message.tool_plan
  vercelAi.result, // steps[] | toolCalls[]
  conversationShape(detect), // messages[] of messages
  langchain.serialized, // lc: 1 + type: 'constructor'
  langchain.message, // type: 'ai' | additional_kwargs{} | lc_kwargs{} | invalid_tool_calls[] | tool_call_chunks[]
  anthropic.message, // type: 'message' without status | role: 'assistant' + stop_reason
  openaiChat.choice, // message{} + finish_reason
  vercelAiUi.message, // role: 'assistant' + typed parts[] | toolInvocations[]
  vercelAiUi.mastra, // role: 'assistant' + content{format: 2}
  gemini.candidate, // content{parts[] of Gemini parts}
  ollama.message, // role: 'assistant' + tool_calls[0].function.arguments{}
  cohere.message, // role: 'assistant' + tool_plan | toolPlan | toolCalls
  openaiChat.message, // role: 'assistant' + tool_calls | function_call | content; or no role + OpenAI tool_calls
  contentMessage, // role + content[] without type
  gemini.content, // parts[] of Gemini parts
]

/**
 * Single-call shapes, tried after the containers for a lone object, and for each element of an array (where the
 * first shape that fits every element wins). BFCL entries are recognised only inside arrays.
 */
export const ITEM_SHAPES: readonly ItemShape[] = [
  openaiChat.toolCall, // type: 'function' | function{arguments not an object}
  ollama.toolCall, // function{arguments{}}
  openaiResponses.item, // type: 'function_call' | 'message' | 'reasoning' | '…_call'
  anthropic.block, // type: 'tool_use' | 'text' | 'thinking' | …
  vercelAi.toolCall, // type: 'tool-call'
  vercelAi.part, // type: 'text' | 'reasoning' | 'tool-result' | … (AI SDK content), arrays only
  langchain.toolCall, // type: 'tool_call' | name + args
  gemini.part, // functionCall{} | text | inlineData{} | …
  bedrock.block, // toolUse{} | text | toolResult{} | …
  mcp.request, // jsonrpc + method
  evalRecords.vitestEvals, // name + status
  evalRecords.evalite, // toolName, no type
  canonicalCall.call, // name
  bfcl.entry, // {func_name: {…}}, arrays only
]

/** Every shape name, in detection order: what an `unknown_shape` failure lists as looked for. */
export const SHAPE_NAMES: readonly string[] = [...CONTAINERS, ...ITEM_SHAPES].map((shape) => shape.name)

/**
 * The container shapes after `first`, in detection order, that also accept `value` (detection picked `first`; the
 * witness asks whether these read the same calls). Empty when `first` is no container or none other fits; never
 * throws (a shape whose fields cannot be read does not fit).
 */
export function laterContainers(value: object, path: Path, first: Shape): Shape[] {
  const at = CONTAINERS.indexOf(first)
  if (at < 0) return []
  const later: Shape[] = []
  for (let index = at + 1; index < CONTAINERS.length; index++) {
    const shape = CONTAINERS[index]!
    try {
      if (shape.matches(value, path)) later.push(shape)
    } catch {
      // a field it looks at cannot be read: it does not accept the value
    }
  }
  return later
}

/** The first shape, in detection order, that a lone object (not an array) has; `undefined` when none. */
export function detect(value: object, path: Path): Shape | undefined {
  const container = CONTAINERS.find((shape) => shape.matches(value, path))
  if (container !== undefined) return container
  const item = ITEM_SHAPES.find((shape) => shape.topLevel && shape.matches(value, path))
  if (item === undefined) return undefined
  return {
    name: item.name,
    format: item.format,
    matches: item.matches,
    read: (object, at, options) => {
      const call = item.read(object, at, options)
      return { format: item.format, calls: call === undefined ? [] : [call] }
    },
  }
}
