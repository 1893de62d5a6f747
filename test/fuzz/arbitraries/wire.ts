import fc from 'fast-check'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'
import { jsonObject, jsonValue, key, objectOf, text } from './json.js'

/** A call as a wire format carries it, before any encoding. */
export interface CallModel {
  name: string
  arguments: JsonObject
}

/** A received value in one wire format, and the calls it was built from (what reading it must give back). */
export interface WireSample {
  /** The builder that made it, e.g. `openai-chat.response`. */
  builder: string
  value: JsonValue
  calls: CallModel[]
}

/** Random choices a builder uses for what carries no call: prose, variants, ids. */
export interface Noise {
  variant: number
  prose: string
  flag: boolean
}

/** Words a tool name must not be: keys that item shapes recognise (a BFCL entry named `text` is a Gemini part). */
const RESERVED = new Set([
  'function',
  'functionCall',
  'toolUse',
  'name',
  'text',
  'type',
  'args',
  'arguments',
  'jsonrpc',
  'method',
  'inlineData',
  'fileData',
  'functionResponse',
  'executableCode',
  'codeExecutionResult',
  'toolResult',
  'image',
  'document',
  'video',
  'reasoningContent',
  'guardContent',
  'cachePoint',
])

/** A tool name every format can carry: a few realistic ones, `*`, non-ASCII, and random identifiers. */
export const toolName: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      'get_weather',
      'refund',
      'search_docs',
      'math.factorial',
      'send-message',
      'Ünïcode_tool',
      '*',
    ),
    fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_.-]{0,12}$/),
  )
  .filter((name) => !RESERVED.has(name))

/** Drops keys that collide with an earlier key after NFC normalisation (the reader rejects those as duplicates). */
export function uniqueAfterNfc(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(uniqueAfterNfc)
  if (value === null || typeof value !== 'object') return value
  const seen = new Set<string>()
  const entries: [string, JsonValue][] = []
  for (const name of Object.keys(value)) {
    const normal = name.normalize('NFC')
    if (seen.has(normal)) continue
    seen.add(normal)
    entries.push([name, uniqueAfterNfc(value[name]!)])
  }
  return objectOf(entries)
}

/** Arguments every format can carry: any JSON object a few levels deep, keys distinct after normalisation. */
export const callArguments: fc.Arbitrary<JsonObject> = jsonObject({ maxDepth: 3 }).map(
  (args) => uniqueAfterNfc(args) as JsonObject,
)

/** One call. */
export const callModel: fc.Arbitrary<CallModel> = fc.record({ name: toolName, arguments: callArguments })

/** Up to four calls. */
export const callModels: fc.Arbitrary<CallModel[]> = fc.array(callModel, { maxLength: 4 })

const json = (value: JsonObject) => JSON.stringify(value)

type Builder = (calls: CallModel[], noise: Noise) => JsonValue

function openAiToolCall(call: CallModel, index: number): JsonValue {
  return {
    id: `call_${index}`,
    type: 'function',
    function: { name: call.name, arguments: json(call.arguments) },
  }
}

function openAiMessage(calls: CallModel[], noise: Noise): JsonObject {
  if (calls.length === 0) return { role: 'assistant', content: noise.prose, refusal: null }
  if (calls.length === 1 && noise.flag && noise.variant % 3 === 0) {
    const [call] = calls as [CallModel]
    return {
      role: 'assistant',
      content: null,
      function_call: { name: call.name, arguments: json(call.arguments) },
    }
  }
  return { role: 'assistant', content: null, tool_calls: calls.map(openAiToolCall), refusal: null }
}

function openAiChoice(calls: CallModel[], noise: Noise): JsonObject {
  return {
    index: 0,
    message: openAiMessage(calls, noise),
    logprobs: null,
    finish_reason: calls.length > 0 ? 'tool_calls' : 'stop',
  }
}

function responsesItems(calls: CallModel[], noise: Noise): JsonValue[] {
  const items: JsonValue[] = calls.map((call, index) => ({
    type: 'function_call',
    id: `fc_${index}`,
    call_id: `call_${index}`,
    name: call.name,
    arguments: json(call.arguments),
    status: 'completed',
  }))
  if (noise.flag) items.unshift({ id: 'rs_1', type: 'reasoning', summary: [] })
  if (calls.length === 0 || noise.variant % 2 === 0) {
    items.push({
      type: 'message',
      id: 'msg_1',
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: noise.prose, annotations: [] }],
    })
  }
  return items
}

function anthropicBlocks(calls: CallModel[], noise: Noise): JsonValue[] {
  const blocks: JsonValue[] = calls.map((call, index) => ({
    type: 'tool_use',
    id: `toolu_${index}`,
    name: call.name,
    input: call.arguments,
  }))
  if (noise.flag) blocks.unshift({ type: 'thinking', thinking: noise.prose, signature: 'sig' })
  if (calls.length === 0 || noise.variant % 2 === 0) blocks.unshift({ type: 'text', text: noise.prose })
  return blocks
}

function geminiParts(calls: CallModel[], noise: Noise): JsonValue[] {
  const parts: JsonValue[] = calls.map((call, index) => {
    const functionCall: JsonObject = { name: call.name }
    if (Object.keys(call.arguments).length > 0 || noise.flag) functionCall.args = call.arguments
    if (noise.variant % 3 === 1) functionCall.id = `fc_${index}`
    return { functionCall }
  })
  if (calls.length === 0 || noise.variant % 2 === 0) parts.unshift({ text: noise.prose })
  return parts
}

function geminiCandidate(calls: CallModel[], noise: Noise): JsonObject {
  return { content: { parts: geminiParts(calls, noise), role: 'model' }, finishReason: 'STOP', index: 0 }
}

function vercelToolCall(call: CallModel, index: number, v5: boolean): JsonObject {
  const base = { type: 'tool-call', toolCallId: `call_${index}`, toolName: call.name }
  return v5 ? { ...base, input: call.arguments } : { ...base, args: call.arguments }
}

function vercelResult(calls: CallModel[], noise: Noise): JsonObject {
  const v5 = noise.flag
  const toolCalls = calls.map((call, index) => vercelToolCall(call, index, v5))
  switch (noise.variant % 3) {
    case 0:
      return { text: '', toolCalls, finishReason: calls.length > 0 ? 'tool-calls' : 'stop' }
    case 1: {
      const cut = Math.ceil(calls.length / 2)
      const steps = [toolCalls.slice(0, cut), toolCalls.slice(cut)].map((list) => ({
        text: '',
        toolCalls: list,
        finishReason: list.length > 0 ? 'tool-calls' : 'stop',
      }))
      return { text: noise.prose, toolCalls: toolCalls.slice(cut), steps }
    }
    default:
      return {
        steps: [
          {
            content: [{ type: 'text', text: noise.prose }, ...toolCalls],
            finishReason: calls.length > 0 ? 'tool-calls' : 'stop',
          },
        ],
      }
  }
}

function langchainToolCall(call: CallModel, index: number): JsonObject {
  return { name: call.name, args: call.arguments, id: `call_${index}`, type: 'tool_call' }
}

function langchainMessage(calls: CallModel[], noise: Noise): JsonObject {
  switch (noise.variant % 3) {
    case 0:
      return {
        content: noise.prose,
        additional_kwargs: {},
        response_metadata: {},
        type: 'ai',
        id: 'run-1',
        tool_calls: calls.map(langchainToolCall),
        invalid_tool_calls: [],
      }
    case 1:
      return {
        content: '',
        additional_kwargs: calls.length > 0 ? { tool_calls: calls.map(openAiToolCall) } : {},
        response_metadata: {},
      }
    default:
      return {
        content: '',
        additional_kwargs: {},
        type: 'AIMessageChunk',
        tool_call_chunks: calls.map((call, index) => ({
          name: call.name,
          args: json(call.arguments),
          id: `call_${index}`,
          index,
          type: 'tool_call_chunk',
        })),
      }
  }
}

function mcpRequest(call: CallModel, index: number, noise: Noise): JsonObject {
  const params: JsonObject = { name: call.name }
  if (Object.keys(call.arguments).length > 0 || noise.flag) params.arguments = call.arguments
  return { jsonrpc: '2.0', id: noise.flag ? index : `req-${index}`, method: 'tools/call', params }
}

function bedrockBlocks(calls: CallModel[], noise: Noise): JsonValue[] {
  const blocks: JsonValue[] = calls.map((call, index) => ({
    toolUse: { toolUseId: `tooluse_${index}`, name: call.name, input: call.arguments },
  }))
  if (calls.length === 0 || noise.flag) blocks.unshift({ text: noise.prose })
  return blocks
}

function ollamaMessage(calls: CallModel[], noise: Noise): JsonObject {
  const message: JsonObject = { role: 'assistant', content: calls.length > 0 ? '' : noise.prose }
  if (calls.length > 0) {
    message.tool_calls = calls.map((call) => ({ function: { name: call.name, arguments: call.arguments } }))
  }
  return message
}

function actionIr(calls: CallModel[], noise: Noise): JsonObject {
  if (calls.length === 0) {
    if (!noise.flag) return { decision: 'ABSTAIN' }
    const missing = [...new Set([noise.prose || 'date', 'time'])].sort(compareCodePoints)
    return { decision: 'CLARIFY', missing }
  }
  const mode = calls.length === 1 ? 'SINGLE' : noise.variant % 2 === 0 ? 'SERIAL' : 'PARALLEL'
  return {
    decision: noise.flag ? 'CONFIRM' : 'CALL',
    mode,
    calls: calls.map((call) => ({ tool: call.name, args: call.arguments })),
  }
}

/** Python's `sorted` order (code points), which Action IR requires of `missing`. */
function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0)!)
  const y = Array.from(b, (c) => c.codePointAt(0)!)
  for (let index = 0; index < Math.min(x.length, y.length); index++) {
    if (x[index] !== y[index]) return x[index]! - y[index]!
  }
  return x.length - y.length
}

function canonicalCall(call: CallModel, index: number, noise: Noise): JsonObject {
  const out: JsonObject = { name: call.name }
  const empty = Object.keys(call.arguments).length === 0
  if (!empty || noise.flag) out.arguments = noise.variant % 2 === 0 ? call.arguments : json(call.arguments)
  if (noise.variant % 3 === 0) out.id = `t-${index}`
  return out
}

/** Every builder by name: each carries any list of calls in a shape the reader knows. */
const BUILDERS: Record<string, Builder> = {
  'openai-chat.response': (calls, noise) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'gpt',
    choices: [openAiChoice(calls, noise)],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  }),
  'openai-chat.choice': openAiChoice,
  'openai-chat.message': openAiMessage,
  'openai-chat.tool-calls': (calls) => calls.map(openAiToolCall),
  'openai-responses.response': (calls, noise) => ({
    id: 'resp_1',
    object: 'response',
    status: 'completed',
    output: responsesItems(calls, noise),
  }),
  'openai-responses.items': responsesItems,
  'anthropic.message': (calls, noise) => ({
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'claude',
    content: anthropicBlocks(calls, noise),
    stop_reason: calls.length > 0 ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  }),
  'anthropic.blocks': anthropicBlocks,
  'anthropic.content-message': (calls, noise) => ({
    role: 'assistant',
    content: anthropicBlocks(calls, noise),
  }),
  'gemini.response': (calls, noise) => ({
    candidates: [geminiCandidate(calls, noise)],
    usageMetadata: { promptTokenCount: 1 },
    modelVersion: 'gemini',
  }),
  'gemini.candidate': geminiCandidate,
  'gemini.content': (calls, noise) => ({ parts: geminiParts(calls, noise), role: 'model' }),
  'gemini.parts': geminiParts,
  'vercel-ai.result': vercelResult,
  'vercel-ai.tool-calls': (calls, noise) =>
    calls.map((call, index) => vercelToolCall(call, index, noise.flag)),
  'langchain.message': langchainMessage,
  'langchain.serialized': (calls, noise) => {
    const { type: _type, ...kwargs } = langchainMessage(calls, { ...noise, variant: 0 })
    return {
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', noise.flag ? 'AIMessageChunk' : 'AIMessage'],
      kwargs,
    }
  },
  'langchain.tool-calls': (calls) => calls.map(langchainToolCall),
  'mcp.requests': (calls, noise) =>
    calls.length === 1 && noise.flag
      ? mcpRequest(calls[0]!, 0, noise)
      : calls.map((call, index) => mcpRequest(call, index, noise)),
  'bedrock.response': (calls, noise) => ({
    output: { message: { role: 'assistant', content: bedrockBlocks(calls, noise) } },
    stopReason: calls.length > 0 ? 'tool_use' : 'end_turn',
    usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  }),
  'bedrock.blocks': bedrockBlocks,
  'bedrock.content-message': (calls, noise) => ({ role: 'assistant', content: bedrockBlocks(calls, noise) }),
  'ollama.response': (calls, noise) => ({
    model: 'llama',
    created_at: '2025-01-01T00:00:00Z',
    message: ollamaMessage(calls, noise),
    done_reason: 'stop',
    done: true,
  }),
  'ollama.message': (calls, noise) => (calls.length > 0 ? ollamaMessage(calls, noise) : []),
  'ollama.tool-calls': (calls) =>
    calls.map((call) => ({ function: { name: call.name, arguments: call.arguments } })),
  'action-ir': actionIr,
  'bfcl.entries': (calls) => calls.map((call) => objectOf([[call.name, call.arguments]])),
  'canonical.calls': (calls, noise) =>
    calls.length === 1 && noise.flag
      ? canonicalCall(calls[0]!, 0, noise)
      : calls.map((call, index) => canonicalCall(call, index, noise)),
}

/** Every builder's name. */
export const BUILDER_NAMES = Object.keys(BUILDERS)

/** Random choices for the parts of a response that carry no call. */
export const noise: fc.Arbitrary<Noise> = fc.record({
  variant: fc.nat(5),
  prose: text(10),
  flag: fc.boolean(),
})

/** Builds a value of format `builder` carrying `calls`. */
export function buildWire(builder: string, calls: CallModel[], choices: Noise): WireSample {
  const build = BUILDERS[builder]
  if (build === undefined) throw new Error(`no builder ${builder}`)
  return { builder, value: build(calls, choices), calls }
}

/** A valid value of some wire format carrying up to four calls; reading it must give back exactly those calls. */
export const wireSample: fc.Arbitrary<WireSample> = fc
  .tuple(fc.constantFrom(...BUILDER_NAMES), callModels, noise)
  .map(([builder, calls, choices]) => buildWire(builder, calls, choices))

/** A deep copy of a JSON value whose objects keep `__proto__` as an own key. */
export function cloneJson(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(cloneJson)
  if (value === null || typeof value !== 'object') return value
  return objectOf(Object.keys(value).map((name) => [name, cloneJson(value[name]!)] as const))
}

type Slot = { parent: JsonValue[] | JsonObject; key: string | number }

/** Every place in `value` that holds a value (up to `limit`), parents first. */
function slots(value: JsonValue, limit = 200): Slot[] {
  const out: Slot[] = []
  const visit = (node: JsonValue) => {
    if (out.length >= limit || node === null || typeof node !== 'object') return
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        out.push({ parent: node, key: index })
        visit(item)
      })
      return
    }
    for (const name of Object.keys(node)) {
      out.push({ parent: node, key: name })
      visit(node[name]!)
    }
  }
  visit(value)
  return out
}

/** One way to break a value in place: the kinds of damage real payloads have. */
export type MutationKind =
  | 'delete'
  | 'leaf'
  | 'null'
  | 'empty-object'
  | 'empty-array'
  | 'stringify'
  | 'wrap-array'
  | 'rename'
  | 'duplicate'
  | 'trap-key'
  | 'any-json'
  | 'number-string'
  | 'case'

const MUTATION_KINDS: readonly MutationKind[] = [
  'delete',
  'leaf',
  'null',
  'empty-object',
  'empty-array',
  'stringify',
  'wrap-array',
  'rename',
  'duplicate',
  'trap-key',
  'any-json',
  'number-string',
  'case',
]

/** One mutation: what to do, where (an index into the value's slots), and the material to use. */
export interface Mutation {
  kind: MutationKind
  at: number
  material: JsonValue
  name: string
}

/** A random mutation. */
export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom(...MUTATION_KINDS),
  at: fc.nat(),
  material: jsonValue({ maxDepth: 2, maxLength: 3 }),
  name: key,
})

function setSlot(slot: Slot, value: JsonValue | undefined): void {
  const { parent, key: at } = slot
  if (Array.isArray(parent)) {
    if (value === undefined) parent.splice(at as number, 1)
    else parent[at as number] = value
    return
  }
  if (value === undefined) delete parent[at as string]
  else Object.defineProperty(parent, at, { value, enumerable: true, writable: true, configurable: true })
}

function applyOne(root: JsonValue, change: Mutation): JsonValue {
  const places = slots(root)
  if (places.length === 0) return change.kind === 'wrap-array' ? [root] : change.material
  const slot = places[change.at % places.length]!
  const current = (slot.parent as Record<string | number, JsonValue>)[slot.key]!
  switch (change.kind) {
    case 'delete':
      setSlot(slot, undefined)
      break
    case 'leaf':
      setSlot(slot, typeof current === 'string' ? 5 : 'x')
      break
    case 'null':
      setSlot(slot, null)
      break
    case 'empty-object':
      setSlot(slot, {})
      break
    case 'empty-array':
      setSlot(slot, [])
      break
    case 'stringify':
      setSlot(slot, JSON.stringify(current))
      break
    case 'wrap-array':
      setSlot(slot, [current])
      break
    case 'rename':
      if (!Array.isArray(slot.parent)) {
        setSlot(slot, undefined)
        setSlot({ parent: slot.parent, key: `${slot.key}_` }, current)
      }
      break
    case 'duplicate':
      if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 0, cloneJson(current))
      break
    case 'trap-key':
      if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
        setSlot({ parent: current, key: change.name }, change.material)
      }
      break
    case 'any-json':
      setSlot(slot, change.material)
      break
    case 'number-string':
      if (typeof current === 'number') setSlot(slot, String(current))
      else if (typeof current === 'string' && current.trim() !== '' && Number.isFinite(Number(current)))
        setSlot(slot, Number(current))
      else setSlot(slot, Number.MAX_VALUE)
      break
    case 'case':
      if (typeof current === 'string') setSlot(slot, current.toUpperCase())
      break
  }
  return root
}

/** Applies `changes` to a copy of `value`. */
export function mutate(value: JsonValue, changes: readonly Mutation[]): JsonValue {
  return changes.reduce(applyOne, cloneJson(value))
}

/** A wire-format value with one to three mutations: close to valid, often broken in one place. */
export const nearWire: fc.Arbitrary<JsonValue> = fc
  .tuple(wireSample, fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([sample, changes]) => mutate(sample.value, changes))
