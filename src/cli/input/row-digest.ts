import { hash } from 'node:crypto'

const MODULUS = 1n << 256n

/**
 * A digest of a multiset of rows: how many, and the sum modulo 2²⁵⁶ of the SHA-256 of each row's bytes (hex, 64
 * digits). Row order does not change it and digests add up, so the shards of a file digest to the whole file's.
 */
export interface RowDigest {
  rows: number
  sha256Sum: string
}

/** The digest of no rows. */
export function emptyRowDigest(): RowDigest {
  return { rows: 0, sha256Sum: '0'.repeat(64) }
}

function hex(value: bigint): string {
  return value.toString(16).padStart(64, '0')
}

/** Adds two digests (associative and commutative; `emptyRowDigest()` is the identity). */
export function mergeRowDigests(a: RowDigest, b: RowDigest): RowDigest {
  const sum = (BigInt(`0x${a.sha256Sum}`) + BigInt(`0x${b.sha256Sum}`)) % MODULUS
  return { rows: a.rows + b.rows, sha256Sum: hex(sum) }
}

/** Accumulates rows into a digest, keeping the running sum as a `bigint` (reduced at the end). */
export class RowDigester {
  private rows = 0
  private sum = 0n

  /** Counts one row. */
  add(bytes: Uint8Array): void {
    this.rows++
    this.sum += BigInt(`0x${hash('sha256', bytes, 'hex')}`)
  }

  /** The digest of the rows added so far. */
  digest(): RowDigest {
    return { rows: this.rows, sha256Sum: hex(this.sum % MODULUS) }
  }
}
