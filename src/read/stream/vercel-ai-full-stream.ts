import type { Path } from '../../json/types.js'
import { field } from '../field.js'
import type { StreamFormat } from './stream-format.js'
import { assembleFullStream, CONTENT_PARTS, NO_CALL_PARTS } from './vercel-ai-full-stream-assembly.js'

/** Parts only a `fullStream` sends (a UI message stream names its fields otherwise). */
function signals(part: object, path: Path): 'strong' | 'weak' | false {
  const type = field(part, 'type', path)
  const has = (key: string) => field(part, key, path) !== undefined
  switch (type) {
    case 'tool-input-start':
      return has('id') && !has('toolCallId') ? 'strong' : false
    case 'tool-input-delta':
      return has('delta') ? 'strong' : false
    case 'text-delta':
    case 'reasoning-delta':
      return has('text') || has('textDelta') ? 'strong' : false
    case 'tool-call-streaming-start':
    case 'tool-call-delta':
    case 'step-finish':
    case 'raw':
      return 'strong'
    case 'finish-step':
      return has('finishReason') ? 'strong' : 'weak'
    case 'finish': // a UI stream's `finish` may have a finishReason too, never totalUsage
      return has('totalUsage') ? 'strong' : 'weak'
    case 'start':
    case 'start-step':
    case 'text-start':
    case 'text-end':
    case 'reasoning-start':
    case 'reasoning-end':
    case 'tool-input-end':
    case 'abort':
      return 'weak'
    default:
      return false
  }
}

/**
 * AI SDK `fullStream` parts (`streamText`, AI SDK 5–6; AI SDK 4's part names too), assembled into the result
 * `generateText` would return: one step per `start-step` … `finish-step`, each with its content (text, reasoning,
 * `tool-call`, `tool-result`, sources, files) and finish reason. `error` and `abort` are stream errors.
 */
export const vercelAiFullStream: StreamFormat = {
  name: 'vercel-ai.full-stream',
  format: 'vercel-ai',
  eventTypes: [
    ...NO_CALL_PARTS,
    ...CONTENT_PARTS,
    ...['tool-input-start', 'tool-call-streaming-start', 'tool-input-delta', 'tool-call-delta'],
    ...[
      'text-delta',
      'reasoning-delta',
      'reasoning',
      'start-step',
      'step-start',
      'finish-step',
      'step-finish',
    ],
    ...['finish', 'error', 'abort'],
  ],
  noCallEvents: [...NO_CALL_PARTS],
  signals,
  assemble: (events, path) => assembleFullStream(events, path),
}
