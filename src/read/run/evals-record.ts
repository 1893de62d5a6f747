import type { Path } from '../../json/types.js'
import { arrayItems, field } from '../field.js'
import { type CallFields, readCall } from '../read-call.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import type { PlacedCall, RunBuilderLike } from './types.js'
import { errorValue } from './vercel-ai-result.js'

const TOOL_CALL: CallFields = { name: 'name', args: 'arguments', encoding: 'either', optionalArgs: true }

/**
 * Reads a vitest-evals record: the record keeps no turn boundaries, so its calls are one step, each with the result
 * or error it carries (`status: 'error'` or an `error` marks a failed call; a call may carry none); `result` is the
 * answer.
 */
export function readEvalsRecord(
  value: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const listPath = [...path, 'toolCalls']
  const calls: PlacedCall[] = (arrayItems(field(value, 'toolCalls', path), listPath) ?? []).map(
    (item, index) => {
      const at = [...listPath, index]
      const record = requireRecord(item, at)
      const call = readCall(record, at, TOOL_CALL, options, field(record, 'id', at))
      const error = field(record, 'error', at)
      const result = field(record, 'result', at)
      if (error !== undefined || field(record, 'status', at) === 'error')
        return {
          call,
          path: at,
          result: { value: errorValue(error ?? result), status: 'error', raw: true, path: [...at, 'error'] },
        }
      if (result === undefined) return { call, path: at }
      return { call, path: at, result: { value: result, status: 'ok', raw: true, path: [...at, 'result'] } }
    },
  )
  if (calls.length > 0) run.turn(calls, undefined)
  run.answer(field(value, 'result', path) as string)
}
