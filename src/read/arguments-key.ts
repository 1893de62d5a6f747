import type { Path } from '../json/types.js'
import { field, isRecord, ownKeys } from './field.js'
import { failRead } from './read-error.js'

/**
 * The keys a call object keeps its arguments under: `arguments` (OpenAI, Hermes, Mistral), `parameters` (Llama 3.x,
 * Command R), `input` (Anthropic blocks pasted as text), `args` (LangChain, Gemini).
 */
export const ARGUMENTS_KEYS: readonly string[] = ['arguments', 'parameters', 'input', 'args']

/** Keys of a call object that name or label the call and never hold its arguments. */
const LABELS: readonly string[] = ['name', 'id', 'type', 'tool_call_id', 'call_id', 'index']

/** True for a value that could hold arguments: an object, or a string that opens like a JSON object. */
function mayHoldArguments(value: unknown): boolean {
  return isRecord(value) || (typeof value === 'string' && value.trimStart().startsWith('{'))
}

/**
 * The key under which a call object at `path` keeps its arguments, or `undefined` when it has none of the four and
 * no other key could hold them (its arguments are then `{}`). Two of the keys at once is `ambiguous_arguments`; an
 * object or JSON-object string under any other key (not a label such as `id`) is `schema_invalid` at that key:
 * arguments under a key this reader does not know are never silently dropped.
 */
export function argumentsKey(value: object, path: Path): string | undefined {
  const keys = ownKeys(value, path)
  const present = ARGUMENTS_KEYS.filter((key) => keys.includes(key))
  if (present.length > 1) return failRead({ kind: 'ambiguous_arguments', path: [...path], expected: present })
  if (present.length === 1) return present[0]
  for (const key of keys) {
    if (LABELS.includes(key) || !mayHoldArguments(field(value, key, path))) continue
    return failRead({
      kind: 'schema_invalid',
      path: [...path, key],
      expected: ARGUMENTS_KEYS,
      detail: 'arguments under an unknown key',
    })
  }
  return undefined
}
