import type { Path } from '../json/types.js'
import { arrayItems, field } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import { readList, requireRecord } from './read-list.js'
import type { ItemShape, Shape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

/** AI SDK 5 and later name the arguments `input`; AI SDK 4 named them `args`. */
const V5: CallFields = { name: 'toolName', args: 'input', encoding: 'either', optionalArgs: false }
const V4: CallFields = { name: 'toolName', args: 'args', encoding: 'either', optionalArgs: false }

function readToolCall(item: object, path: Path, options: NormalizedReadOptions): Call {
  const fields = field(item, 'input', path) !== undefined ? V5 : V4
  return readCall(item, path, fields, options, field(item, 'toolCallId', path))
}

/**
 * Reads one step (or a result without steps): its `toolCalls`, else the `tool-call` parts of its `content` (what
 * a serialised AI SDK 5 step keeps, its `toolCalls` being a getter).
 */
function readStep(step: object, path: Path, options: NormalizedReadOptions): Call[] {
  const toolCalls = field(step, 'toolCalls', path)
  if (toolCalls !== undefined) {
    return readList(toolCalls, [...path, 'toolCalls'], (item, at) => readToolCall(item, at, options))
  }
  const content = field(step, 'content', path)
  if (content === undefined) {
    return failRead({
      kind: 'schema_invalid',
      path: [...path, 'toolCalls'],
      expected: ['toolCalls', 'content'],
      detail: 'missing',
    })
  }
  return readList(content, [...path, 'content'], (part, at) =>
    field(part, 'type', at) === 'tool-call' ? readToolCall(part, at, options) : undefined,
  )
}

/**
 * Vercel AI SDK `generateText` results: with `steps`, the calls of every step in order (the top-level `toolCalls`
 * holds only the last step's); without, `toolCalls`. Fields are read by access, so class getters work.
 */
export const vercelAi = {
  result: {
    name: 'vercel-ai.result',
    format: 'vercel-ai',
    matches: (value, path) =>
      Array.isArray(field(value, 'steps', path)) || Array.isArray(field(value, 'toolCalls', path)),
    read: (value, path, options) => {
      const steps = arrayItems(field(value, 'steps', path), [...path, 'steps'])
      if (steps === undefined) return { format: 'vercel-ai', calls: readStep(value, path, options) }
      const calls = steps.flatMap((step, index) => {
        const at = [...path, 'steps', index]
        return readStep(requireRecord(step, at), at, options)
      })
      return { format: 'vercel-ai', calls }
    },
  },
  toolCall: {
    name: 'vercel-ai.tool-call',
    format: 'vercel-ai',
    topLevel: true,
    requires: ['type'],
    matches: (value, path) => field(value, 'type', path) === 'tool-call',
    read: readToolCall,
  },
} satisfies Record<string, Shape | ItemShape>
