import { anthropic } from './anthropic.js'
import { bedrock } from './bedrock.js'
import { arrayItems, field } from './field.js'
import { readItems } from './read-items.js'
import type { Shape } from './shape.js'
import { vercelAi } from './vercel-ai.js'

/**
 * A message given as `{role, content: [blocks]}` without a `type` (a Bedrock Converse message, or an Anthropic
 * message as sent in a request): its blocks decide the format, Anthropic's typed blocks or Bedrock's keyed ones.
 */
export const contentMessage: Shape = {
  name: 'content-message',
  format: 'anthropic',
  matches: (value, path) =>
    typeof field(value, 'role', path) === 'string' &&
    field(value, 'type', path) === undefined &&
    Array.isArray(field(value, 'content', path)) &&
    // A list of calls beside the content is another format's message (OpenAI, Cohere, Ollama): its own shape reads it.
    field(value, 'tool_calls', path) === undefined &&
    field(value, 'toolCalls', path) === undefined,
  read: (value, path, options) => {
    const items = arrayItems(field(value, 'content', path), [...path, 'content']) ?? []
    return readItems(
      items,
      [...path, 'content'],
      options,
      [anthropic.block, vercelAi.toolCall, vercelAi.part, bedrock.block],
      'bedrock',
    )
  },
}
