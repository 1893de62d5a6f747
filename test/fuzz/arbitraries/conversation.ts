import fc from 'fast-check'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'
import { toolName } from './wire.js'

/** One call of a generated turn; `id` may be missing (formats that carry none, or a recording that lost it). */
interface TurnCall {
  name: string
  arguments: JsonObject
  id: string | undefined
}

/** One message of a generated run, before any format: who wrote it, its calls, its text, its stop. */
interface TurnModel {
  author: 'user' | 'model' | 'tool' | 'system'
  calls: TurnCall[]
  /** The text as the format carries it: a string, parts, `null`, `''`, or missing. */
  text: 'string' | 'parts' | 'null' | 'empty' | 'missing'
  /** A stop reason on a model turn: none, a normal one, a cut, a filter, an error. */
  stop: 'none' | 'normal' | 'cut' | 'filter' | 'error'
  /** Random damage: the role dropped, or replaced by a random word. */
  role: 'kept' | 'missing' | 'random'
}

/** The run formats the generator writes (every conversation format `readRun` reads). */
export const RUN_FORMATS = [
  'openai-chat',
  'anthropic',
  'openai-responses',
  'gemini',
  'langchain',
  'ai-sdk-messages',
  'ai-sdk-steps',
  'ui-messages',
  'mastra',
  'bedrock',
  'openai-agents',
  'vitest-evals',
] as const

/** One of `RUN_FORMATS`. */
export type RunFormatName = (typeof RUN_FORMATS)[number]

const args: fc.Arbitrary<JsonObject> = fc.dictionary(
  fc.constantFrom('city', 'id', 'q', 'n'),
  fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -5, max: 5 }), fc.boolean()),
  { maxKeys: 2 },
) as fc.Arbitrary<JsonObject>

const turnCall: fc.Arbitrary<TurnCall> = fc.record({
  name: toolName,
  arguments: args,
  id: fc.option(fc.constantFrom('c1', 'c2', 'c3', 'call_x'), { nil: undefined, freq: 4 }),
})

const turn: fc.Arbitrary<TurnModel> = fc.record({
  author: fc.constantFrom('user', 'model', 'model', 'tool', 'system'),
  calls: fc.array(turnCall, { maxLength: 2 }),
  text: fc.constantFrom('string', 'parts', 'null', 'empty', 'missing'),
  stop: fc.constantFrom('none', 'normal', 'normal', 'cut', 'filter', 'error'),
  role: fc.oneof(
    { weight: 12, arbitrary: fc.constant('kept' as const) },
    { weight: 1, arbitrary: fc.constantFrom('missing' as const, 'random' as const) },
  ),
})

/** A generated run: its format, its turns, and whether it is wrapped (`{ messages }`, `{ response: { messages } }`). */
export interface GeneratedRun {
  format: RunFormatName
  turns: TurnModel[]
  wrap: 'none' | 'messages' | 'response'
}

/** Runs in every run format: random roles, content forms, missing ids and roles, stops, and nesting. */
export const generatedRun: fc.Arbitrary<GeneratedRun> = fc.record({
  format: fc.constantFrom(...RUN_FORMATS),
  turns: fc.array(turn, { minLength: 1, maxLength: 5 }),
  wrap: fc.constantFrom('none', 'none', 'messages', 'response'),
})

const STOPS: Record<RunFormatName, Record<Exclude<TurnModel['stop'], 'none'>, [string, string]>> = {
  'openai-chat': {
    normal: ['finish_reason', 'stop'],
    cut: ['finish_reason', 'length'],
    filter: ['finish_reason', 'content_filter'],
    error: ['finish_reason', 'error'],
  },
  anthropic: {
    normal: ['stop_reason', 'end_turn'],
    cut: ['stop_reason', 'max_tokens'],
    filter: ['stop_reason', 'refusal'],
    error: ['stop_reason', 'error'],
  },
  'openai-responses': {
    normal: ['status', 'completed'],
    cut: ['status', 'incomplete'],
    filter: ['status', 'incomplete'],
    error: ['status', 'failed'],
  },
  gemini: {
    normal: ['finishReason', 'STOP'],
    cut: ['finishReason', 'MAX_TOKENS'],
    filter: ['finishReason', 'SAFETY'],
    error: ['finishReason', 'MALFORMED_FUNCTION_CALL'],
  },
  langchain: {
    normal: ['finish_reason', 'stop'],
    cut: ['finish_reason', 'length'],
    filter: ['finish_reason', 'content_filter'],
    error: ['finish_reason', 'error'],
  },
  'ai-sdk-messages': {
    normal: ['finishReason', 'stop'],
    cut: ['finishReason', 'length'],
    filter: ['finishReason', 'content-filter'],
    error: ['finishReason', 'error'],
  },
  'ai-sdk-steps': {
    normal: ['finishReason', 'stop'],
    cut: ['finishReason', 'length'],
    filter: ['finishReason', 'content-filter'],
    error: ['finishReason', 'error'],
  },
  'ui-messages': {
    normal: ['finishReason', 'stop'],
    cut: ['finishReason', 'length'],
    filter: ['finishReason', 'content-filter'],
    error: ['finishReason', 'error'],
  },
  mastra: {
    normal: ['finishReason', 'stop'],
    cut: ['finishReason', 'length'],
    filter: ['finishReason', 'content-filter'],
    error: ['finishReason', 'error'],
  },
  bedrock: {
    normal: ['stopReason', 'end_turn'],
    cut: ['stopReason', 'max_tokens'],
    filter: ['stopReason', 'guardrail_intervened'],
    error: ['stopReason', 'malformed_tool_use'],
  },
  'openai-agents': {
    normal: ['status', 'completed'],
    cut: ['status', 'incomplete'],
    filter: ['status', 'incomplete'],
    error: ['status', 'failed'],
  },
  'vitest-evals': {
    normal: ['finishReason', 'stop'],
    cut: ['finishReason', 'length'],
    filter: ['finishReason', 'content-filter'],
    error: ['finishReason', 'error'],
  },
}

/** The role a format gives each author (`undefined`: the format has no such message). */
const ROLES: Record<RunFormatName, Record<TurnModel['author'], string>> = {
  'openai-chat': { user: 'user', model: 'assistant', tool: 'tool', system: 'system' },
  anthropic: { user: 'user', model: 'assistant', tool: 'user', system: 'user' },
  'openai-responses': { user: 'user', model: 'assistant', tool: 'tool', system: 'developer' },
  gemini: { user: 'user', model: 'model', tool: 'user', system: 'user' },
  langchain: { user: 'human', model: 'ai', tool: 'tool', system: 'system' },
  'ai-sdk-messages': { user: 'user', model: 'assistant', tool: 'tool', system: 'system' },
  'ai-sdk-steps': { user: 'user', model: 'assistant', tool: 'tool', system: 'system' },
  'ui-messages': { user: 'user', model: 'assistant', tool: 'assistant', system: 'system' },
  mastra: { user: 'user', model: 'assistant', tool: 'assistant', system: 'system' },
  bedrock: { user: 'user', model: 'assistant', tool: 'user', system: 'user' },
  'openai-agents': { user: 'user', model: 'assistant', tool: 'tool', system: 'system' },
  'vitest-evals': { user: 'user', model: 'assistant', tool: 'tool', system: 'system' },
}

/** The Agents SDK run item that wraps each Responses item. */
const AGENT_ITEMS: Record<string, string> = {
  message: 'message_output_item',
  function_call: 'tool_call_item',
  function_call_output: 'tool_call_output_item',
}

/** The text of a turn, in the content form drawn, with `part` making one text part of the format. */
function textOf(model: TurnModel, part: (text: string) => JsonValue): JsonValue | undefined {
  switch (model.text) {
    case 'string':
      return 'Done.'
    case 'parts':
      return [part('Done.')]
    case 'null':
      return null
    case 'empty':
      return ''
    case 'missing':
      return undefined
  }
}

/** Sets `key` unless `value` is undefined (a missing field). */
function put(object: Record<string, JsonValue>, key: string, value: JsonValue | undefined): void {
  if (value !== undefined) object[key] = value
}

const withId = (id: string | undefined, key: string): Record<string, JsonValue> =>
  id === undefined ? {} : { [key]: id }

/** One message of `format` for `model` (a tool turn answers the calls of `answers`). */
function message(format: RunFormatName, model: TurnModel, answers: TurnCall[]): JsonValue[] {
  const role =
    model.role === 'missing' ? undefined : model.role === 'random' ? 'narrator' : ROLES[format][model.author]
  const out: Record<string, JsonValue> = {}
  put(out, 'role', role)
  const stop = model.stop === 'none' || model.author !== 'model' ? undefined : STOPS[format][model.stop]
  if (stop !== undefined) out[stop[0]] = stop[1]
  const calls = model.author === 'model' ? model.calls : []
  const results = model.author === 'tool' ? answers : []
  switch (format) {
    case 'openai-chat':
    case 'vitest-evals':
      put(
        out,
        'content',
        textOf(model, (text) => ({ type: 'text', text })),
      )
      if (calls.length > 0)
        out.tool_calls = calls.map((call) => ({
          ...withId(call.id, 'id'),
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.arguments) },
        }))
      if (results.length > 0) {
        return results.map((call) => ({ ...out, ...withId(call.id, 'tool_call_id'), content: 'ok' }))
      }
      return [out]
    case 'anthropic':
      out.content = [
        ...(model.text === 'parts' || model.text === 'string' ? [{ type: 'text', text: 'Done.' }] : []),
        ...calls.map((call) => ({
          type: 'tool_use',
          ...withId(call.id, 'id'),
          name: call.name,
          input: call.arguments,
        })),
        ...results.map((call) => ({ type: 'tool_result', ...withId(call.id, 'tool_use_id'), content: 'ok' })),
      ]
      return [out]
    case 'openai-responses':
    case 'openai-agents': {
      const items: JsonObject[] = []
      if (model.text !== 'missing' || calls.length === 0)
        items.push({
          type: 'message',
          ...out,
          content: textOf(model, (text) => ({ type: 'output_text', text })) ?? null,
        })
      for (const call of calls)
        items.push({
          type: 'function_call',
          ...withId(call.id, 'call_id'),
          name: call.name,
          arguments: JSON.stringify(call.arguments),
        })
      for (const call of results)
        items.push({ type: 'function_call_output', ...withId(call.id, 'call_id'), output: 'ok' })
      return format === 'openai-agents'
        ? items.map((item) => ({
            type: AGENT_ITEMS[item.type as string] ?? 'message_output_item',
            rawItem: item,
          }))
        : items
    }
    case 'gemini':
      out.parts = [
        ...(model.text === 'missing' ? [] : [{ text: 'Done.' }]),
        ...calls.map((call) => ({
          functionCall: { ...withId(call.id, 'id'), name: call.name, args: call.arguments },
        })),
        ...results.map((call) => ({ functionResponse: { name: call.name, response: { ok: true } } })),
      ]
      return [out]
    case 'langchain': {
      const lc: Record<string, JsonValue> = {
        type: role ?? 'ai',
        content: textOf(model, (text) => ({ type: 'text', text })) ?? '',
      }
      if (calls.length > 0)
        lc.tool_calls = calls.map((call) => ({
          ...withId(call.id, 'id'),
          name: call.name,
          args: call.arguments,
          type: 'tool_call',
        }))
      if (stop !== undefined) lc.response_metadata = { [stop[0]]: stop[1] }
      if (results.length > 0)
        return results.map((call) => ({
          ...lc,
          type: 'tool',
          ...withId(call.id, 'tool_call_id'),
          content: 'ok',
        }))
      return [lc]
    }
    case 'ai-sdk-messages':
    case 'ai-sdk-steps':
      out.content = [
        ...(model.text === 'missing' ? [] : [{ type: 'text', text: 'Done.' }]),
        ...calls.map((call) => ({
          type: 'tool-call',
          ...withId(call.id, 'toolCallId'),
          toolName: call.name,
          input: call.arguments,
        })),
        ...results.map((call) => ({
          type: 'tool-result',
          ...withId(call.id, 'toolCallId'),
          toolName: call.name,
          output: { type: 'text', value: 'ok' },
        })),
      ]
      return [out]
    case 'ui-messages':
    case 'mastra': {
      const parts: JsonValue[] = [
        ...(model.text === 'missing' ? [] : [{ type: 'text', text: 'Done.' }]),
        ...calls.map((call) =>
          format === 'mastra'
            ? {
                type: 'tool-invocation',
                toolInvocation: {
                  state: 'call',
                  ...withId(call.id, 'toolCallId'),
                  toolName: call.name,
                  args: call.arguments,
                },
              }
            : {
                type: `tool-${call.name}`,
                ...withId(call.id, 'toolCallId'),
                state: 'input-available',
                input: call.arguments,
              },
        ),
      ]
      if (format === 'mastra') out.content = { format: 2, parts }
      else out.parts = parts
      return [out]
    }
    case 'bedrock':
      out.content = [
        ...(model.text === 'missing' ? [] : [{ text: 'Done.' }]),
        ...calls.map((call) => ({
          toolUse: { ...withId(call.id, 'toolUseId'), name: call.name, input: call.arguments },
        })),
        ...results.map((call) => ({
          toolResult: { ...withId(call.id, 'toolUseId'), content: [{ text: 'ok' }] },
        })),
      ]
      return [out]
  }
}

/** The received value of a generated run, in its format and wrapping. */
export function buildRun(run: GeneratedRun): JsonValue {
  let pending: TurnCall[] = []
  const messages: JsonValue[] = []
  for (const model of run.turns) {
    messages.push(...message(run.format, model, pending))
    if (model.author === 'model') pending = model.calls
    else if (model.author === 'tool') pending = []
  }
  if (run.format === 'ai-sdk-steps') return { steps: messages }
  if (run.format === 'openai-agents') return { newItems: messages }
  if (run.wrap === 'messages') return { messages }
  if (run.wrap === 'response') return { response: { messages } }
  return messages
}
