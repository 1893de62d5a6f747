import { mkdirSync, renameSync, symlinkSync, unlinkSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { checkInterrupted } from '../interrupted.js'
import { inspectOutput, type OutputRefusal } from './output-dir.js'
import type { OutputFile } from './output-files.js'
import { holdPending, markPublished, releasePending } from './pending-removals.js'
import type { PublishHook } from './publish-step.js'
import { removeRunDir } from './remove-run-dir.js'
import { siblingName } from './run-names.js'

/** How publishing ended: the run is at the output (and `previous`, when given, is what it replaced), or refused. */
export type CommitOutcome =
  | { kind: 'published'; previous: string | undefined }
  | { kind: 'refused'; refusal: OutputRefusal; movedAside?: string }

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code
/** What `rename` and `symlink` say when something stands in the way. */
const IN_THE_WAY = new Set(['EEXIST', 'ENOTEMPTY', 'EISDIR', 'ENOTDIR'])
const ATTEMPTS = 3

/**
 * A run directory: outputs are written into a hidden sibling of the output (`.NAME.run-PID-HOST-RAND`), and the
 * output becomes a symbolic link to it. Publishing is one atomic step: without `--force`, creating the link, which
 * fails if anything stands at the output; with `--force` over a previous run, renaming a new link over the old one,
 * so that at every instant the output is the old run or the new one, complete. Until it is published the directory
 * is held for removal (`pending-removals.ts`), so that even a second Ctrl-C removes it.
 */
export class StagedDir {
  private constructor(
    readonly out: string,
    readonly path: string,
  ) {}

  /** Creates the run directory (and the output's parent directories). */
  static async create(out: string): Promise<StagedDir> {
    await mkdir(dirname(out), { recursive: true })
    const path = join(dirname(out), siblingName(basename(out), 'run'))
    mkdirSync(path)
    holdPending(path, 'dir')
    return new StagedDir(out, path)
  }

  /** The path of one output file inside the run directory. */
  file(name: OutputFile): string {
    return join(this.path, name)
  }

  /**
   * Publishes the run at the output, replacing a previous run there when `force` (checked again first: a refusal
   * leaves everything as it was and is returned). Each step that changes what the output names is synchronous and
   * releases what it published in the same step. An abort (`signal`) before the first such step throws
   * `Interrupted`; after it, the run is published whatever comes.
   */
  async commit(force: boolean, hook?: PublishHook, signal?: AbortSignal): Promise<CommitOutcome> {
    await hook?.('staged')
    checkInterrupted(signal)
    for (let attempt = 1; ; attempt++) {
      const inspected = inspectOutput(this.out, force)
      if (!inspected.ok) return { kind: 'refused', refusal: inspected.refusal }
      const state = inspected.state
      const outcome =
        state.kind === 'absent'
          ? this.create(force)
          : state.kind === 'link'
            ? await this.replaceLink(state.target, hook)
            : await this.replaceDir(hook)
      if (outcome !== 'retry') return outcome
      if (attempt === ATTEMPTS) return { kind: 'refused', refusal: { kind: 'changed' } }
    }
  }

  private get target(): string {
    return basename(this.path)
  }

  private published(): void {
    releasePending(this.path)
    markPublished(this.out)
  }

  /** Nothing stands at the output: create the link, which fails if something appeared meanwhile. */
  private create(force: boolean): CommitOutcome | 'retry' {
    try {
      symlinkSync(this.target, this.out, 'dir')
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error
      return force ? 'retry' : { kind: 'refused', refusal: { kind: 'exists' } }
    }
    this.published()
    return { kind: 'published', previous: undefined }
  }

  /** The output links to a previous run: a new link is renamed over it, atomically. */
  private async replaceLink(
    previous: string,
    hook: PublishHook | undefined,
  ): Promise<CommitOutcome | 'retry'> {
    const link = join(dirname(this.out), siblingName(basename(this.out), 'link'))
    symlinkSync(this.target, link, 'dir')
    holdPending(link, 'link')
    await hook?.('linked')
    try {
      renameSync(link, this.out)
    } catch (error) {
      unlinkSync(link)
      releasePending(link)
      if (IN_THE_WAY.has(codeOf(error) ?? '')) return 'retry'
      throw error
    }
    releasePending(link)
    this.published()
    await hook?.('switched')
    return { kind: 'published', previous: join(dirname(this.out), previous) }
  }

  /**
   * The output is a plain directory (a run of a version before run links, or an empty directory): a directory
   * cannot be swapped for a link in one step, so it is moved aside first, then the link is made. A process killed
   * between the two leaves the old run aside, and the next run puts it back (`clean-leftovers.ts`).
   */
  private async replaceDir(hook: PublishHook | undefined): Promise<CommitOutcome | 'retry'> {
    const aside = join(dirname(this.out), siblingName(basename(this.out), 'old'))
    renameSync(this.out, aside)
    await hook?.('moved_aside')
    try {
      symlinkSync(this.target, this.out, 'dir')
    } catch (error) {
      if (codeOf(error) === 'EEXIST')
        return { kind: 'refused', refusal: { kind: 'changed' }, movedAside: aside }
      try {
        renameSync(aside, this.out)
      } catch {
        // Left aside: the next run puts it back and says so.
      }
      throw error
    }
    this.published()
    await hook?.('switched')
    return { kind: 'published', previous: aside }
  }

  /** Removes the run directory (its own files only) before it was published. */
  async discard(): Promise<void> {
    removeRunDir(this.path)
    releasePending(this.path)
  }
}
