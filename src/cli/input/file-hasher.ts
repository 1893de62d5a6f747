import { createHash } from 'node:crypto'

/** A file's identity: its size in bytes and its SHA-256 (hex). */
export interface FileHash {
  bytes: number
  sha256: string
}

/** Hashes a file as its chunks stream by. */
export class FileHasher {
  private readonly hash = createHash('sha256')
  private bytes = 0

  /** Adds the next chunk. */
  update(chunk: Uint8Array): void {
    this.hash.update(chunk)
    this.bytes += chunk.length
  }

  /** The size and SHA-256 of everything added (call once, at the end). */
  result(): FileHash {
    return { bytes: this.bytes, sha256: this.hash.digest('hex') }
  }
}
