import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs'

/** Writes a new file (it must not exist) and syncs it to disk before returning. */
export function writeFileSynced(path: string, text: string): void {
  const fd = openSync(path, 'wx')
  try {
    const bytes = Buffer.from(text)
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
