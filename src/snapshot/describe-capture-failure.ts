import type { ReadFailure } from '../read/types.js'
import { describeExcerpt, describeReadFailure } from '../report/describe-read-failure.js'

/**
 * The words of a read failure, as every matcher writes them: the kind, where, and a snippet with a caret when
 * the input was text. A snapshot is never written from input that could not be read. `subject` says what was read:
 * the tool calls (a call snapshot) or the run (a run snapshot).
 */
export function describeCaptureFailure(
  failure: ReadFailure,
  subject: 'tool calls' | 'run' = 'tool calls',
): string {
  const excerpt = describeExcerpt(failure)
  const read = describeReadFailure(failure).replace(
    'could not read the tool calls',
    `could not read the ${subject}`,
  )
  const words = `${read}; no snapshot was written or compared`
  return excerpt === undefined ? words : `${words}\n\n${excerpt}`
}
