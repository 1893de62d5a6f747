import type { Path } from '../json/types.js'
import { field } from './field.js'
import type { StopReason } from './stop-signal.js'

/**
 * An AI SDK `finishReason` with, when there is one, the provider's own `rawFinishReason` behind it (AI SDK 6): what
 * the catch-all `'other'` stands for.
 */
export function aiSdkFinish(holder: object, path: Path): StopReason {
  const stop: StopReason = { value: field(holder, 'finishReason', path), path: [...path, 'finishReason'] }
  const raw = field(holder, 'rawFinishReason', path)
  if (raw !== undefined && raw !== null) stop.raw = { value: raw, path: [...path, 'rawFinishReason'] }
  return stop
}
