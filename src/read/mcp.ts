import type { Path } from '../json/types.js'
import { field } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead, typeName } from './read-error.js'
import { requireField } from './read-list.js'
import type { ItemShape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

const PARAMS: CallFields = { name: 'name', args: 'arguments', encoding: 'object', optionalArgs: true }

function requireValue(value: unknown, wanted: string, path: Path): void {
  if (value !== wanted) {
    failRead({
      kind: 'schema_invalid',
      path: [...path],
      expected: [wanted],
      detail: typeof value === 'string' ? value : typeName(value),
    })
  }
}

/** Reads a `tools/call` request; its JSON-RPC `id` (string or number) becomes the call id. */
function readRequest(request: object, path: Path, options: NormalizedReadOptions): Call {
  requireValue(field(request, 'jsonrpc', path), '2.0', [...path, 'jsonrpc'])
  requireValue(field(request, 'method', path), 'tools/call', [...path, 'method'])
  const id = field(request, 'id', path)
  const callId = typeof id === 'number' ? String(id) : id
  return readCall(requireField(request, 'params', path), [...path, 'params'], PARAMS, options, callId)
}

/** MCP: one JSON-RPC `tools/call` request (alone, or in a batch array); any other method is `schema_invalid`. */
export const mcp = {
  request: {
    name: 'mcp.request',
    format: 'mcp',
    topLevel: true,
    requires: ['jsonrpc'],
    matches: (value, path) =>
      field(value, 'jsonrpc', path) !== undefined && field(value, 'method', path) !== undefined,
    read: readRequest,
  },
} satisfies Record<string, ItemShape>
