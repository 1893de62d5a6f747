import type { JsonObject, Path } from '../json/types.js'
import { field, isRecord, ownKeys } from './field.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, makeCall, readCall } from './read-call.js'
import { failRead, typeName } from './read-error.js'
import { requireField } from './read-list.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

/** A `functionCall`: its name, and its `args` (absent: no arguments). */
export const FUNCTION_CALL: CallFields = {
  name: 'name',
  args: 'args',
  encoding: 'object',
  optionalArgs: true,
}

/**
 * Part payload keys that carry no call (`@google/genai` 1.3x `Part`): a part has no `type`, so "unknown" means a
 * part with none of these keys, `functionCall`, `executableCode` or `toolCall`. The results of calls (a
 * function's, executed code's, a built-in tool's) are not calls.
 */
const OTHER_PARTS = [
  'text',
  'inlineData',
  'fileData',
  'functionResponse',
  'codeExecutionResult',
  'toolResponse',
]

/** Payload keys of calls the provider runs itself (read under `serverTools: 'include'`). */
const SERVER_PARTS = ['executableCode', 'toolCall']

/** Part keys that describe the payload beside it (`thought` flags a text part as a thought summary). */
const METADATA = ['thought', 'thoughtSignature', 'videoMetadata', 'partMetadata', 'mediaResolution']

/**
 * Built-in tools of a server-side `toolCall` part (`ToolType`), named as the request's `tools` names them; a tool
 * type not listed here is named by its own value in lower case.
 */
const BUILT_IN_TOOLS: Readonly<Record<string, string>> = {
  GOOGLE_SEARCH_WEB: 'google_search',
  GOOGLE_SEARCH_IMAGE: 'google_image_search',
  URL_CONTEXT: 'url_context',
  GOOGLE_MAPS: 'google_maps',
  FILE_SEARCH: 'file_search',
}

/** A server-side `toolCall` part (tool combination): a call of the built-in tool its `toolType` names. */
function readToolCall(part: object, path: Path, options: NormalizedReadOptions): Call {
  const at = [...path, 'toolCall']
  const toolCall = requireField(part, 'toolCall', path)
  const type = field(toolCall, 'toolType', at)
  if (typeof type !== 'string' || type === '' || type === 'TOOL_TYPE_UNSPECIFIED') {
    return failRead({
      kind: 'schema_invalid',
      path: [...at, 'toolType'],
      expected: ['the built-in tool’s type'],
      detail: typeof type === 'string' ? type : typeName(type),
    })
  }
  const name = Object.hasOwn(BUILT_IN_TOOLS, type) ? BUILT_IN_TOOLS[type]! : type.toLowerCase()
  const raw = field(toolCall, 'args', at)
  const args =
    raw === undefined
      ? (Object.create(null) as JsonObject)
      : readArguments(raw, [...at, 'args'], 'object', options)
  return { ...makeCall(name, args, field(toolCall, 'id', at)), server: true }
}

/**
 * Reads one Gemini part: a `functionCall` is a call; the provider's own tools (`executableCode`, a server-side
 * `toolCall`) are calls only under `serverTools: 'include'`; known payloads carry none; a part whose payload key is
 * not known is an unknown item (its keys beside the metadata name it).
 */
export function readPart(part: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  if (field(part, 'functionCall', path) !== undefined) {
    const call = requireField(part, 'functionCall', path)
    const callPath = [...path, 'functionCall']
    return readCall(call, callPath, FUNCTION_CALL, options, field(call, 'id', callPath))
  }
  if (field(part, 'executableCode', path) !== undefined) {
    const code = requireField(part, 'executableCode', path)
    if (options.serverTools === 'ignore') return undefined
    const args = readArguments(code, [...path, 'executableCode'], 'object', options)
    return { ...makeCall('code_execution', args), server: true }
  }
  if (field(part, 'toolCall', path) !== undefined) {
    requireField(part, 'toolCall', path)
    return options.serverTools === 'ignore' ? undefined : readToolCall(part, path, options)
  }
  if (OTHER_PARTS.some((key) => field(part, key, path) !== undefined)) return undefined
  const keys = ownKeys(part, path).filter((key) => !METADATA.includes(key))
  return unknownItem(path, keys.length === 0 ? 'empty part' : keys.join(', '), options)
}

/** Payload keys of parts that are calls (the model's own, or a built-in tool's under `serverTools: 'include'`). */
const CALL_PARTS = ['functionCall', ...SERVER_PARTS]

/** The payload key of a part that holds a call (`functionCall`, `executableCode`, `toolCall`), else `undefined`. */
export function callKeyOf(part: object, path: Path): string | undefined {
  return CALL_PARTS.find((key) => field(part, key, path) !== undefined)
}

/** True when `value` is a Gemini part: no `type`, and a known payload (a call, text, data, code or a result). */
export function isGeminiPart(value: unknown, path: Path): boolean {
  if (!isRecord(value) || field(value, 'type', path) !== undefined) return false
  return (
    isRecord(field(value, 'functionCall', path)) ||
    typeof field(value, 'text', path) === 'string' ||
    [...SERVER_PARTS, ...OTHER_PARTS].some((key) => isRecord(field(value, key, path)))
  )
}

/**
 * The part keys read as no call, those of the provider's own tools (calls under `serverTools: 'include'`), the
 * metadata keys beside a payload, and the built-in tools' names (for tests and the README).
 */
export const GEMINI_KNOWN = {
  payloads: OTHER_PARTS,
  server: SERVER_PARTS,
  metadata: METADATA,
  builtIns: BUILT_IN_TOOLS,
} as const

/** Every payload key of a part: a single part must hold one of them. */
export const GEMINI_PART_KEYS: readonly string[] = [...CALL_PARTS, ...OTHER_PARTS]
