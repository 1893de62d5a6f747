import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import type { ItemShape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

/** evalite's tool-call records: `{ toolName, input }`, `input` absent meaning `{}`. */
const EVALITE: CallFields = { name: 'toolName', args: 'input', encoding: 'either', optionalArgs: true }

/** vitest-evals' tool-call records: `{ name, arguments, status, result }` (`error` when `status: 'error'`). */
const VITEST_EVALS: CallFields = { name: 'name', args: 'arguments', encoding: 'either', optionalArgs: true }

function readEvalite(value: object, path: Path, options: NormalizedReadOptions): Call {
  return readCall(value, path, EVALITE, options, field(value, 'toolCallId', path))
}

/** A vitest-evals record is a call the agent made, whatever its status (a tool that failed was still called). */
function readVitestEvals(value: object, path: Path, options: NormalizedReadOptions): Call {
  return readCall(value, path, VITEST_EVALS, options, field(value, 'id', path))
}

/** Tool-call records of eval frameworks: evalite and vitest-evals. */
export const evalRecords = {
  evalite: {
    name: 'evalite.tool-call',
    format: 'evalite',
    topLevel: true,
    requires: ['toolName'],
    matches: (value, path) =>
      field(value, 'type', path) === undefined && typeof field(value, 'toolName', path) === 'string',
    read: readEvalite,
  },
  vitestEvals: {
    name: 'vitest-evals.tool-call',
    format: 'vitest-evals',
    topLevel: true,
    requires: ['status'],
    matches: (value, path) =>
      typeof field(value, 'status', path) === 'string' &&
      field(value, 'name', path) !== undefined &&
      field(value, 'type', path) === undefined,
    read: readVitestEvals,
  },
} satisfies Record<string, ItemShape>

/**
 * True for a vitest-evals task result `{ result: string, toolCalls: [{ name, arguments, result?, error?, status? }] }`
 * (its `{ messages }` form is a conversation).
 */
export function isEvalsRecord(value: object, path: Path): boolean {
  const calls = arrayItems(field(value, 'toolCalls', path), [...path, 'toolCalls'])
  return (
    typeof field(value, 'result', path) === 'string' &&
    calls !== undefined &&
    calls.every(
      (call, index) => isRecord(call) && field(call, 'toolName', [...path, 'toolCalls', index]) === undefined,
    )
  )
}
