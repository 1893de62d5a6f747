import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { LANGCHAIN_CLASSES, LANGCHAIN_TYPES } from './langchain.js'
import { describeThrown, failRead } from './read-error.js'
import type { Shape } from './shape.js'

/** Roles of messages written by someone other than the model (OpenAI, Anthropic, Gemini, AI SDK, Bedrock, Cohere). */
const ROLES: Readonly<Record<string, string>> = {
  user: 'user',
  system: 'system',
  developer: 'developer',
  tool: 'tool',
  function: 'function',
}

/** Whose message each LangChain message type is, when it is not the model's (`ai`) or of no one author (`generic`). */
const LANGCHAIN_AUTHORS: Readonly<Record<string, string>> = {
  human: 'user',
  system: 'system',
  tool: 'tool',
  function: 'function',
  developer: 'developer',
}

/**
 * LangChain names (a message's `type`, `_getType()`, a serialised class name) of messages not from the model, from
 * LangChain's own lists of types and classes.
 */
const LANGCHAIN: Readonly<Record<string, string>> = Object.fromEntries([
  ...[...LANGCHAIN_TYPES].flatMap((type) => authorEntry(type, type)),
  ...Object.entries(LANGCHAIN_CLASSES).flatMap(([name, type]) => authorEntry(name, type)),
])

function authorEntry(name: string, type: string): [string, string][] {
  const author = LANGCHAIN_AUTHORS[type]
  return author === undefined ? [] : [[name, author]]
}

/**
 * Whose message `value` is, when it is a message from someone other than the model: `role` (user, system,
 * developer, tool), LangChain's `type` (human, system, tool), a LangChain class instance (`_getType()`, its
 * `lc_id`), or a serialised LangChain message (`{lc: 1, type: 'constructor', id: [..., 'HumanMessage']}`).
 */
export function foreignAuthor(value: object, path: Path): string | undefined {
  const role = field(value, 'role', path)
  const hasBody =
    field(value, 'content', path) !== undefined ||
    field(value, 'parts', path) !== undefined ||
    field(value, 'kwargs', path) !== undefined
  if (typeof role === 'string' && Object.hasOwn(ROLES, role) && hasBody) return ROLES[role]
  const type = field(value, 'type', path)
  // Python's `messages_to_dict` keeps a LangChain message's fields in `data`.
  const langchainBody = hasBody || isRecord(field(value, 'data', path))
  if (typeof type === 'string' && Object.hasOwn(LANGCHAIN, type) && langchainBody) return LANGCHAIN[type]
  if (field(value, 'lc', path) === 1 && type === 'constructor')
    return className(field(value, 'id', path), path)
  if (isRecord(field(value, 'lc_kwargs', path))) return instanceAuthor(value, path)
  return undefined
}

/** The author of a LangChain message instance, from `_getType()` (or `getType()`), else its `lc_id`. */
function instanceAuthor(value: object, path: Path): string | undefined {
  for (const method of ['_getType', 'getType']) {
    const fn = field(value, method, path)
    if (typeof fn !== 'function') continue
    let type: unknown
    try {
      type = fn.call(value)
    } catch (error) {
      return failRead({ kind: 'unreadable', path: [...path, method], detail: describeThrown(error) })
    }
    return typeof type === 'string' && Object.hasOwn(LANGCHAIN, type) ? LANGCHAIN[type] : undefined
  }
  return className(field(value, 'lc_id', path), path)
}

function className(id: unknown, path: Path): string | undefined {
  const parts = arrayItems(id, [...path, 'id'])
  const last = parts?.[parts.length - 1]
  return typeof last === 'string' && Object.hasOwn(LANGCHAIN, last) ? LANGCHAIN[last] : undefined
}

/**
 * A message from someone else (a user, the system prompt, a tool result) given where the model's turn is expected:
 * never an empty assistant turn, but a `not_model_output` read failure saying whose message it is.
 */
export const foreignMessage: Shape = {
  name: 'foreign-message',
  format: 'canonical',
  matches: (value, path) => foreignAuthor(value, path) !== undefined,
  read: (value, path) => {
    const author = foreignAuthor(value, path)
    return failRead({
      kind: 'not_model_output',
      path: [...path],
      ...(author === undefined ? {} : { detail: author }),
    })
  },
}
