import { unlinkSync } from 'node:fs'
import { removeRunDir } from './remove-run-dir.js'

/**
 * What this process has made and not yet published: run directories being written and new links not yet renamed
 * into place. A second SIGINT or SIGTERM, which exits at once, removes them synchronously first
 * (`removePendingSync`), so that an impatient second Ctrl-C still leaves nothing behind. Each entry is released in
 * the same synchronous step that publishes it.
 */
const pending = new Map<string, 'dir' | 'link'>()

/** Records a run directory or a link to remove if the process must exit before publishing it. */
export function holdPending(path: string, kind: 'dir' | 'link'): void {
  pending.set(path, kind)
}

/** Forgets a path: it was published, or removed. */
export function releasePending(path: string): void {
  pending.delete(path)
}

let published: string | undefined

/** Records that a run was published at `out` (a later signal must not say that nothing was written). */
export function markPublished(out: string): void {
  published = out
}

/** Where this process published its run, if it did. */
export function publishedOutput(): string | undefined {
  return published
}

/** Removes everything pending (each run directory's own files only, see `removeRunDir`); returns what was. */
export function removePendingSync(): string[] {
  const removed: string[] = []
  for (const [path, kind] of pending) {
    try {
      if (kind === 'link') unlinkSync(path)
      else if (removeRunDir(path) !== undefined) continue
      removed.push(path)
    } catch {
      // Already gone, or not removable: a later run reports it as a leftover.
    }
    pending.delete(path)
  }
  return removed
}
