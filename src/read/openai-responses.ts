import type { Path } from '../json/types.js'
import { field } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import { readList } from './read-list.js'
import type { ItemShape, Shape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

const FUNCTION_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'json', optionalArgs: false }

/** Output item types of the Responses API; only `function_call` is read as a call (the others run at OpenAI). */
const ITEM_TYPES = new Set([
  'function_call',
  'message',
  'reasoning',
  'custom_tool_call',
  'web_search_call',
  'file_search_call',
  'computer_call',
  'code_interpreter_call',
  'image_generation_call',
  'local_shell_call',
  'shell_call',
  'apply_patch_call',
  'mcp_call',
  'mcp_list_tools',
  'mcp_approval_request',
  'compaction',
])

function isOutputItemType(type: unknown): boolean {
  return typeof type === 'string' && ITEM_TYPES.has(type)
}

/**
 * Reads one output item: a `function_call` is a call (`arguments` a JSON string, `call_id` its id); a
 * `custom_tool_call` (free-form `input`, no JSON arguments) cannot be a Call and fails; other items carry none.
 */
function readItem(item: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  const type = field(item, 'type', path)
  if (type === 'custom_tool_call') {
    return failRead({
      kind: 'schema_invalid',
      path: [...path, 'type'],
      expected: ['function_call'],
      detail: type,
    })
  }
  if (type !== 'function_call') return undefined
  return readCall(item, path, FUNCTION_CALL, options, field(item, 'call_id', path))
}

/** OpenAI Responses API: the response (its `output` array) and one output item. */
export const openaiResponses = {
  response: {
    name: 'openai-responses.response',
    format: 'openai-responses',
    matches: (value, path) =>
      field(value, 'object', path) === 'response' || Array.isArray(field(value, 'output', path)),
    read: (value, path, options) => ({
      format: 'openai-responses',
      calls: readList(field(value, 'output', path), [...path, 'output'], (item, at) =>
        readItem(item, at, options),
      ),
    }),
  },
  item: {
    name: 'openai-responses.item',
    format: 'openai-responses',
    topLevel: true,
    requires: ['type'],
    matches: (value, path) => isOutputItemType(field(value, 'type', path)),
    read: readItem,
  },
} satisfies Record<string, Shape | ItemShape>
