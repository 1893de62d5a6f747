import type { Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { jsonSchemaFromBfcl } from './json-schema-from-bfcl.js'
import { jsonSchemaFromGemini } from './json-schema-from-gemini.js'
import { type ListedTool, listedTool, parametersSchema } from './listed-tool.js'
import { isRecord, own } from './record.js'
import { toolSchemaFromJsonSchema } from './tool-schema-from-json-schema.js'

/** Gemini's built-in tools (REST camelCase and snake_case): entries of a Tool list that declare no function. */
const GEMINI_BUILT_INS = new Set([
  'googleSearch',
  'google_search',
  'googleSearchRetrieval',
  'google_search_retrieval',
  'codeExecution',
  'code_execution',
  'retrieval',
  'urlContext',
  'url_context',
  'googleMaps',
  'google_maps',
  'computerUse',
  'computer_use',
  'fileSearch',
  'file_search',
  'enterpriseWebSearch',
  'enterprise_web_search',
])
/** The keys a Gemini function declaration may have besides its parameters. */
const DECLARATION_KEYS = new Set([
  'name',
  'description',
  'behavior',
  'response',
  'responseJsonSchema',
  'response_json_schema',
])

function field(entry: object, camel: string, snake: string): { key: string; value: unknown } {
  return Object.hasOwn(entry, camel)
    ? { key: camel, value: own(entry, camel) }
    : { key: snake, value: own(entry, snake) }
}

/** A Gemini function declaration or a BFCL function doc (both `{name, description, parameters}`). */
function declaration(entry: object, path: Path): ListedTool {
  const parameters = own(entry, 'parameters')
  const json = field(entry, 'parametersJsonSchema', 'parameters_json_schema')
  const at = [...path, 'parameters']
  if (isRecord(parameters) && parameters.type === 'dict') {
    return listedTool({
      format: 'bfcl',
      holder: entry,
      holderPath: path,
      schema: () => toolSchemaFromJsonSchema(jsonSchemaFromBfcl(parameters, at), at),
    })
  }
  if (parameters !== undefined && json.value !== undefined) {
    throw new MatcherUsageError(path, `parameters and ${json.key} are mutually exclusive`)
  }
  const schema =
    json.value !== undefined
      ? () => toolSchemaFromJsonSchema(json.value, [...path, json.key])
      : parameters === undefined || parameters === null
        ? () => parametersSchema(undefined, at)
        : () => toolSchemaFromJsonSchema(jsonSchemaFromGemini(parameters, at), at)
  return listedTool({ format: 'gemini', holder: entry, holderPath: path, schema })
}

function isDeclaration(entry: Readonly<Record<string, unknown>>): boolean {
  if (Object.hasOwn(entry, 'type') || typeof entry.name !== 'string') return false
  return Object.keys(entry).every(
    (key) =>
      DECLARATION_KEYS.has(key) ||
      key === 'parameters' ||
      key === 'parametersJsonSchema' ||
      key === 'parameters_json_schema',
  )
}

function geminiTool(entry: object, path: Path): ListedTool[] | undefined {
  const { key, value } = field(entry, 'functionDeclarations', 'function_declarations')
  if (value === undefined)
    return Object.keys(entry).some((name) => GEMINI_BUILT_INS.has(name)) ? [] : undefined
  if (!Array.isArray(value)) throw new MatcherUsageError([...path, key], `${key} must be a list`)
  return value.map((item: unknown, index) => {
    const at = [...path, key, index]
    if (!isRecord(item) || typeof item.name !== 'string')
      throw new MatcherUsageError(at, 'not a function declaration')
    return declaration(item, at)
  })
}

/**
 * The tools one entry of a provider list holds: one for a function tool, several for a Gemini Tool with
 * `functionDeclarations`, none for a provider's built-in tool (OpenAI `{type: "web_search"}` or a freeform
 * `{type: "custom"}` tool, Anthropic server tools such as `{type: "web_search_20250305", name: "web_search"}`,
 * Gemini `{googleSearch: {}}`), which is skipped. `undefined` when the entry is no tool of a known shape.
 */
export function listEntry(entry: unknown, path: Path): ListedTool[] | undefined {
  if (!isRecord(entry) || '~standard' in entry || '_zod' in entry) return undefined
  if (entry.type === 'function' && isRecord(entry.function)) {
    const at = [...path, 'function']
    const holder = entry.function
    return [
      listedTool({
        format: 'openai-chat',
        holder,
        holderPath: at,
        schema: () => parametersSchema(holder.parameters, [...at, 'parameters']),
      }),
    ]
  }
  if (entry.type === 'function') {
    return [
      listedTool({
        format: 'openai-responses',
        holder: entry,
        holderPath: path,
        schema: () => parametersSchema(entry.parameters, [...path, 'parameters']),
      }),
    ]
  }
  if (Object.hasOwn(entry, 'input_schema')) {
    return [
      listedTool({
        format: 'anthropic',
        holder: entry,
        holderPath: path,
        schema: () => toolSchemaFromJsonSchema(entry.input_schema, [...path, 'input_schema']),
      }),
    ]
  }
  if (Object.hasOwn(entry, 'inputSchema')) {
    return [
      listedTool({
        format: 'mcp',
        holder: entry,
        holderPath: path,
        schema: () => toolSchemaFromJsonSchema(entry.inputSchema, [...path, 'inputSchema']),
      }),
    ]
  }
  if (typeof entry.type === 'string') return []
  if (isDeclaration(entry)) return [declaration(entry, path)]
  return Object.hasOwn(entry, 'name') ? undefined : geminiTool(entry, path)
}
