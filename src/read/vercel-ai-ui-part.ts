/**
 * One part of an AI SDK UIMessage (and a vitest-evals part, an AI SDK 4 tool invocation) read alone: a call with
 * what its part carries (state, output, approval), a result, text, a step boundary, or nothing. `vercel-ai-ui.ts`
 * splits a message's parts into turns with it.
 */
import type { Path } from '../json/types.js'
import { field } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { requireField } from './read-list.js'
import type { PlacedCall, ReceivedResult } from './run/types.js'
import { errorValue } from './run/vercel-ai-result.js'
import type { NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'
import { idOf, readInvocation, readToolPart } from './vercel-ai-ui-tool-part.js'

/**
 * UI message part types that carry no call: AI SDK 5–6 `UIMessagePart` (`data-*` parts too), AI SDK 4 / Mastra
 * (`source`, `tool-invocation` is read), and the `image` part of vitest-evals transcripts (AI SDK model message
 * content). `readCalls` and `readRun` both read parts by this list.
 */
export const UI_NON_CALLS: ReadonlySet<string> = new Set([
  'text',
  'reasoning',
  'source',
  'source-url',
  'source-document',
  'file',
  'image',
  'step-start',
])

/** What one UI part adds to a message's turns. */
export type UiPartReading =
  | { kind: 'call'; placed: PlacedCall; step?: number }
  | { kind: 'result'; result: ReceivedResult }
  | { kind: 'text'; text: string }
  | { kind: 'boundary' }
  | { kind: 'none' }

const EVAL_CALL: CallFields = { name: 'toolName', args: 'input', encoding: 'object', optionalArgs: true }

/** vitest-evals' message parts: `tool-call`, `tool-result`, `tool-error`, each naming `toolName`. */
function readEvalPart(part: object, type: string, path: Path, options: NormalizedReadOptions): UiPartReading {
  if (type === 'tool-call')
    return {
      kind: 'call',
      placed: { call: readCall(part, path, EVAL_CALL, options, field(part, 'toolCallId', path)), path },
    }
  const name = stringAt(part, 'toolName', path)
  const base = { ...idOf(part, path), ...(name === undefined ? {} : { name }) }
  if (type === 'tool-result')
    return {
      kind: 'result',
      result: {
        ...base,
        value: field(part, 'output', path),
        status: 'ok',
        raw: true,
        path: [...path, 'output'],
      },
    }
  const error = field(part, 'error', path) ?? field(part, 'output', path)
  return {
    kind: 'result',
    result: { ...base, value: errorValue(error), status: 'error', raw: true, path: [...path, 'error'] },
  }
}

/** True for a vitest-evals part: `tool-call`, `tool-result` or `tool-error` naming `toolName`, without a state. */
function isEvalPart(part: object, path: Path): boolean {
  const type = stringAt(part, 'type', path) ?? ''
  return (
    ['tool-call', 'tool-result', 'tool-error'].includes(type) &&
    field(part, 'toolName', path) !== undefined &&
    field(part, 'state', path) === undefined
  )
}

function stringAt(value: object, key: string, path: Path): string | undefined {
  const found = field(value, key, path)
  return typeof found === 'string' ? found : undefined
}

/**
 * Reads one part of an AI SDK UIMessage (or a Mastra message, or a vitest-evals transcript): a vitest-evals
 * `tool-call`, `tool-result` or `tool-error` (naming `toolName`, without a state), a call (AI SDK 5–6 `tool-<name>` / `dynamic-tool`,
 * AI SDK 4 `tool-invocation`) with the result or state it carries, text, a step boundary (`step-start`), or nothing
 * (the known list above, `data-*`); a part whose input is still arriving is `truncated`, a call the provider ran is
 * nothing under `serverTools: 'ignore'`, any other type `unknown_item` at its path.
 */
export function readAiUiPart(part: object, path: Path, options: NormalizedReadOptions): UiPartReading {
  const raw = field(part, 'type', path)
  const type = typeof raw === 'string' ? raw : ''
  if (isEvalPart(part, path)) return readEvalPart(part, type, path, options)
  if (type === 'tool-invocation')
    return readInvocation(requireField(part, 'toolInvocation', path), [...path, 'toolInvocation'], options)
  if (type === 'dynamic-tool')
    return readToolPart(part, field(part, 'toolName', path), [...path, 'toolName'], path, options)
  if (type.startsWith('tool-') && type.length > 'tool-'.length)
    return readToolPart(part, type.slice('tool-'.length), [...path, 'type'], path, options)
  if (type === 'step-start') return { kind: 'boundary' }
  if (type === 'text') {
    const text = field(part, 'text', path)
    return typeof text === 'string' ? { kind: 'text', text } : { kind: 'none' }
  }
  if (UI_NON_CALLS.has(type) || type.startsWith('data-')) return { kind: 'none' }
  unknownItem(path, raw, options)
  return { kind: 'none' }
}
