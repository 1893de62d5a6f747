import type { Path } from '../../json/types.js'
import { failRead } from '../read-error.js'

/**
 * Where a started content block goes among the blocks of a stream (Anthropic, Bedrock): at its `index`, or, with
 * no index, after the last block. An index that a started block already holds is a read failure at `indexPath`:
 * taking it would drop the earlier block (a call) without a word.
 */
export function placeOfStart(blocks: ReadonlyMap<number, unknown>, index: unknown, indexPath: Path): number {
  if (typeof index === 'number') {
    if (!blocks.has(index)) return index
    return failRead({
      kind: 'schema_invalid',
      path: indexPath,
      expected: ['an index no started content block has'],
      detail: `block ${index} started twice`,
    })
  }
  let last = -1
  for (const place of blocks.keys()) if (place > last) last = place
  return last + 1
}

/** The started block an event names by its `index`, or a read failure at `indexPath` naming what it held. */
export function startedBlock<T>(blocks: ReadonlyMap<number, T>, index: unknown, indexPath: Path): T {
  const state = typeof index === 'number' ? blocks.get(index) : undefined
  if (state !== undefined) return state
  return failRead({
    kind: 'schema_invalid',
    path: indexPath,
    expected: ['the index of a started content block'],
    detail: String(index),
  })
}
