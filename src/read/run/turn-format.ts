import type { Format } from '../types.js'
import type { RunFormat } from './types.js'

/**
 * The single-response format a run format is closest to (its messages are that SDK's): Agents SDK items are
 * Responses items, vitest-evals transcripts hold AI SDK messages; Mastra messages stay Mastra's, as `readCalls`
 * reads one.
 */
export function turnFormat(format: RunFormat): Format {
  if (format === 'openai-agents') return 'openai-responses'
  if (format === 'vitest-evals') return 'vercel-ai'
  return format
}
