import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { emptyRowDigest, mergeRowDigests, RowDigester } from '../../../src/cli/input/row-digest.js'

function digest(rows: readonly string[]) {
  const digester = new RowDigester()
  for (const row of rows) digester.add(Buffer.from(row))
  return digester.digest()
}

describe('row digests', () => {
  test('no rows is the identity', () => {
    expect(digest([])).toEqual(emptyRowDigest())
    expect(mergeRowDigests(digest(['a']), emptyRowDigest())).toEqual(digest(['a']))
  })

  test('order does not matter, and shards add up to the whole', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.nat(), fc.nat(), (rows, a, b) => {
        const [cut1, cut2] = [a % (rows.length + 1), b % (rows.length + 1)].sort((x, y) => x - y)
        const shards = [rows.slice(0, cut1), rows.slice(cut1, cut2), rows.slice(cut2)].map(digest)
        expect(shards.reduce(mergeRowDigests)).toEqual(digest(rows))
        expect(digest([...rows].reverse())).toEqual(digest(rows))
      }),
      { seed: 20261130, numRuns: 100 },
    )
  })

  test('different rows, different digests; a repeated row counts twice', () => {
    expect(digest(['a', 'b'])).not.toEqual(digest(['a', 'c']))
    expect(digest(['a', 'a'])).not.toEqual(digest(['a']))
    expect(digest(['a']).sha256Sum).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb')
  })
})
