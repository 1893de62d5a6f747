import type { JsonObject, Path } from '../json/types.js'
import { field } from './field.js'
import { type ArgumentsEncoding, readArguments } from './read-arguments.js'
import { failRead, typeName } from './read-error.js'
import type { Call, NormalizedReadOptions } from './types.js'

/** Where a format keeps a call's parts inside one object. */
export interface CallFields {
  /** Key of the tool name. */
  name: string
  /** Key of the arguments. */
  args: string
  encoding: ArgumentsEncoding
  /** A missing arguments field reads as `{}` (MCP, Gemini, the canonical shape); otherwise it is a failure. */
  optionalArgs: boolean
}

const EXPECTED_ARGS = ['arguments object']

/**
 * Reads one call out of `container` (at `path`): a non-empty string name kept exactly, arguments read and
 * canonicalised, and the id when it is a string.
 */
export function readCall(
  container: object,
  path: Path,
  fields: CallFields,
  options: NormalizedReadOptions,
  id?: unknown,
): Call {
  const name = readName(field(container, fields.name, path), [...path, fields.name])
  const raw = field(container, fields.args, path)
  const argsPath = [...path, fields.args]
  let args: JsonObject
  if (raw === undefined && fields.optionalArgs) args = Object.create(null) as JsonObject
  else if (raw === undefined)
    return failRead({ kind: 'schema_invalid', path: argsPath, expected: EXPECTED_ARGS, detail: 'missing' })
  else args = readArguments(raw, argsPath, fields.encoding, options)
  return makeCall(name, args, id)
}

/** Checks a tool name: a non-empty string, kept exactly as received (no Unicode normalisation). */
export function readName(raw: unknown, path: Path): string {
  if (typeof raw === 'string' && raw !== '') return raw
  const detail = raw === undefined ? 'missing' : raw === '' ? 'empty string' : typeName(raw)
  return failRead({ kind: 'schema_invalid', path: [...path], expected: ['non-empty string'], detail })
}

/** Builds a Call, adding `id` only when it is a string. */
export function makeCall(name: string, args: JsonObject, id?: unknown): Call {
  return typeof id === 'string' ? { name, arguments: args, id } : { name, arguments: args }
}
