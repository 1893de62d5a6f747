import type { ReadFailure } from '../read/types.js'
import { describeExcerpt, describeReadFailure } from '../report/describe-read-failure.js'

/**
 * The words of a read failure, as every matcher writes them: the kind, where, and a snippet with a caret when
 * the input was text. A snapshot is never written from input that could not be read.
 */
export function describeCaptureFailure(failure: ReadFailure): string {
  const excerpt = describeExcerpt(failure)
  const words = `${describeReadFailure(failure)}; no snapshot was written or compared`
  return excerpt === undefined ? words : `${words}\n\n${excerpt}`
}
