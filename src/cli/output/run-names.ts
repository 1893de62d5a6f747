import { hash, randomBytes } from 'node:crypto'
import { hostname } from 'node:os'

/**
 * What a hidden sibling of an output directory `NAME` is, by its name:
 * - `run`: `.NAME.run-PID-HOST-RAND`, a run directory (being written, published behind the `NAME` link, or left);
 * - `link`: `.NAME.link-PID-HOST-RAND`, a new link waiting to be renamed over `NAME` (`--force`);
 * - `old`: `.NAME.old-PID-HOST-RAND`, a plain directory at `NAME` moved aside to be replaced (`--force`);
 * - `legacy`: `.NAME.partial-PID-RAND` and `.NAME.partial-PID-RAND.old`, what versions before run links left.
 * `PID` is the process that made it and `HOST` a hash of its machine's name, so that only what a dead process of
 * this machine left is ever removed.
 */
export interface Sibling {
  kind: 'run' | 'link' | 'old' | 'legacy' | 'legacy_old'
  name: string
  pid: number
  /** `null` for legacy names, which carry no host. */
  host: string | null
}

/** This machine, as run names carry it. */
export const HOST_TAG = hash('sha256', hostname(), 'hex').slice(0, 6)

const CURRENT = /^(run|link|old)-(\d{1,10})-([0-9a-f]{6})-[0-9a-f]{8}$/
const LEGACY = /^partial-(\d{1,10})-[0-9a-f]{8}(\.old)?$/

/** A fresh sibling name of `kind` for the output directory named `base`, made by this process. */
export function siblingName(base: string, kind: 'run' | 'link' | 'old'): string {
  return `.${base}.${kind}-${process.pid}-${HOST_TAG}-${randomBytes(4).toString('hex')}`
}

/** Reads a directory entry's name as a sibling of the output directory named `base`; `undefined` when it is not. */
export function parseSibling(base: string, name: string): Sibling | undefined {
  const prefix = `.${base}.`
  if (!name.startsWith(prefix)) return undefined
  const rest = name.slice(prefix.length)
  const current = CURRENT.exec(rest)
  if (current !== null) {
    const kind = current[1] as 'run' | 'link' | 'old'
    return { kind, name, pid: Number(current[2]), host: current[3]! }
  }
  const legacy = LEGACY.exec(rest)
  if (legacy === null) return undefined
  return { kind: legacy[2] === undefined ? 'legacy' : 'legacy_old', name, pid: Number(legacy[1]), host: null }
}

/** Whether the process that made a sibling has ended (on this machine): only then is it a leftover. */
export function isLeftover(sibling: Sibling, alive: (pid: number) => boolean = processAlive): boolean {
  if (sibling.host !== null && sibling.host !== HOST_TAG) return false
  return !alive(sibling.pid)
}

/** Whether a process runs: signal 0 checks without sending anything (EPERM: it runs under another user). */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
