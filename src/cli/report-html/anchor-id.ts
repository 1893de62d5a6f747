/**
 * The `id` attribute of a worst item's row: `item-` then the sample id with every character outside
 * `[A-Za-z0-9-]` written as `_` and its code point in hex and `_` again, so that distinct ids give distinct
 * anchors and the anchor is safe in a URL fragment (`order 7` → `item-order_20_7`).
 */
export function anchorId(sampleId: string): string {
  let out = 'item-'
  for (const char of sampleId) {
    out += /[A-Za-z0-9-]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`
  }
  return out
}

/**
 * `anchorId` of a sample, and for a sample of trials `.trial-` and its trial after it (`item-order_20_7.trial-2`):
 * an encoded id holds no `.`, so distinct (id, trial) give distinct anchors.
 */
export function sampleAnchorId(sampleId: string, trial: number | undefined): string {
  const anchor = anchorId(sampleId)
  return trial === undefined ? anchor : `${anchor}.trial-${trial}`
}
