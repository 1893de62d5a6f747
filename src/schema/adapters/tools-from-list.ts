import type { Path } from '../../json/types.js'
import { formatPath } from '../../path.js'
import { MatcherUsageError } from '../../usage-error.js'
import { listEntry } from './list-entry.js'
import type { ListedTool } from './listed-tool.js'
import { isRecord, own } from './record.js'
import type { ToolDescription } from './types.js'

/** The keys of an MCP `tools/list` result. */
const MCP_RESULT_KEYS = new Set(['tools', 'nextCursor', '_meta'])

function fromArray(list: readonly unknown[], path: Path): ListedTool[] | undefined {
  const read = list.map((entry, index) => listEntry(entry, [...path, index]))
  if (list.length > 0 && read.every((tools) => tools === undefined)) return undefined
  const unknown = read.indexOf(undefined)
  if (unknown >= 0)
    throw new MatcherUsageError([...path, unknown], 'not a tool definition of a known provider shape')
  return read.flatMap((tools) => tools ?? [])
}

function fromValue(input: unknown, path: Path): ListedTool[] | undefined {
  if (Array.isArray(input)) return fromArray(input, path)
  if (!isRecord(input)) return undefined
  if (Object.hasOwn(input, 'jsonrpc') && isRecord(input.result))
    return fromValue(input.result, [...path, 'result'])
  const tools = own(input, 'tools')
  if (Array.isArray(tools) && Object.keys(input).every((key) => MCP_RESULT_KEYS.has(key))) {
    return fromArray(tools, [...path, 'tools'])
  }
  return Object.hasOwn(input, 'functionDeclarations') || Object.hasOwn(input, 'function_declarations')
    ? listEntry(input, path)
    : undefined
}

/**
 * Every tool of a whole provider tool list, recognised by shape; `undefined` when `input` is no list this knows:
 * - OpenAI Chat `tools`: `[{type: "function", function: {name, description, parameters, strict}}]`;
 * - OpenAI Responses `tools`: `[{type: "function", name, description, parameters, strict}]`;
 * - Anthropic `tools`: `[{name, description, input_schema}]`;
 * - MCP `tools/list`: the result `{tools: [{name, description, inputSchema}]}`, the JSON-RPC response around it,
 *   or the bare array;
 * - Gemini: `[{functionDeclarations: […]}]`, `{functionDeclarations}` or the bare declarations, with OpenAPI
 *   `parameters` (see `jsonSchemaFromGemini`) or `parametersJsonSchema`;
 * - BFCL function docs: `[{name, description, parameters: {type: "dict", …}}]` (see `jsonSchemaFromBfcl`).
 * Built-in provider tools in a list (web search, code execution, Anthropic server tools…) are skipped. A tool
 * without parameters accepts no argument. Strict-mode schemas need nothing special: they already list every
 * property as required and spell optional ones `type: [T, "null"]`. Names and descriptions are kept exactly;
 * descriptions never influence validation. A malformed entry, an unknown entry among tools, or a duplicate
 * name throws a `MatcherUsageError` naming its path.
 */
export function toolsFromList(input: unknown, path: Path): ToolDescription[] | undefined {
  const listed = fromValue(input, path)
  if (listed === undefined) return undefined
  const seen = new Map<string, Path>()
  for (const { tool, namePath } of listed) {
    const first = seen.get(tool.name)
    if (first !== undefined) {
      throw new MatcherUsageError(
        namePath,
        `duplicate tool name ${JSON.stringify(tool.name)} (first at ${formatPath(first)})`,
      )
    }
    seen.set(tool.name, namePath)
  }
  return listed.map(({ tool }) => tool)
}
