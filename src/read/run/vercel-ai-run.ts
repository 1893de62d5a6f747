import type { Path } from '../../json/types.js'
import { withFormat } from '../read-error.js'
import { detectStream } from '../stream/detect-stream.js'
import type { NormalizedReadOptions, ReadFailure } from '../types.js'
import { isAiStep } from '../vercel-ai.js'
import { vercelAiUi } from '../vercel-ai-ui.js'
import { RunBuilder } from './run-builder.js'
import type { Run } from './types.js'
import { readUiMessageRun } from './ui-messages.js'
import { readStepList } from './vercel-ai.js'

/** Reads a value as a run (`readRun`'s own reading, passed in so this module does not import it back). */
export type ReadValueRun = (
  value: unknown,
  path: Path,
  options: NormalizedReadOptions,
) => Run | ReadFailure | undefined

/**
 * The run of an event stream: its events assembled into the response its SDK would return (one reading path, as
 * `readCalls` reads a stream), read as a run: an AI SDK `fullStream` gives `generateText`'s `{ steps }`, a UI
 * message stream the UIMessage `readUIMessageStream` builds. `undefined` when `items` is no stream, when it did not
 * finish (`readCalls` gives the cut), or when what it assembles into is a single response (`readCalls` reads it).
 */
export function readStreamRun(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
  readValueRun: ReadValueRun,
): Run | undefined {
  const stream = detectStream(items, path)
  if (stream === undefined) return undefined
  const assembled = withFormat(stream.format, () => stream.assemble(items, path, options))
  if (!assembled.ended) return undefined
  const run = readValueRun(assembled.response, path, options)
  return run === undefined || 'kind' in run ? undefined : run
}

/**
 * The run of a bare list of AI SDK steps (`result.steps` passed alone), each step a model turn read as `readCalls`
 * reads it, with its results and text; a list of several whole results is `not_one_run`. `undefined` for any other
 * list.
 */
export function readStepListRun(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
): Run | undefined {
  if (items.length === 0 || !items.every((item, index) => isAiStep(item, [...path, index]))) return undefined
  const builder = new RunBuilder(options)
  withFormat('vercel-ai', () => readStepList(items, path, options, builder))
  return builder.finish('vercel-ai')
}

/**
 * The run of one assistant UIMessage (or Mastra message) given alone: read as `[message]` is, its `step-start`
 * parts splitting its turns and its tool parts carrying their results. `undefined` for any other value.
 */
export function readUiMessageAlone(
  value: object,
  path: Path,
  options: NormalizedReadOptions,
): Run | undefined {
  const mastra = vercelAiUi.mastra.matches(value, path)
  if (!mastra && !vercelAiUi.message.matches(value, path)) return undefined
  const format = mastra ? 'mastra' : 'vercel-ai'
  const builder = new RunBuilder(options)
  withFormat(format, () => readUiMessageRun(value, path, options, builder))
  return builder.finish(format)
}
