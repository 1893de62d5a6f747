import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** The files a run writes into its output directory. */
export const OUTPUT_FILES = ['samples.jsonl', 'aggregate.json', 'run.json', 'report.html'] as const

/** Why an output directory may not be written, as data. */
export type OutputRefusal =
  | { kind: 'exists' }
  | { kind: 'not_a_directory' }
  | { kind: 'foreign_files'; files: string[] }

/** The words for a refusal. */
export function describeRefusal(out: string, refusal: OutputRefusal): string {
  switch (refusal.kind) {
    case 'exists':
      return `${out} already exists; pass --force to replace it`
    case 'not_a_directory':
      return `${out} exists and is not a directory; refusing to replace it`
    case 'foreign_files':
      return `${out} holds files no run writes (${refusal.files.join(', ')}); refusing to replace it, even with --force`
    default: {
      const never: never = refusal
      return never
    }
  }
}

/**
 * Whether `out` may be written: it does not exist, or `force` is given and it is a directory holding nothing but
 * a run's files (so `--force` never deletes anything else by mistake). `undefined` when it may.
 */
export async function checkOutputDir(out: string, force: boolean): Promise<OutputRefusal | undefined> {
  const found = await stat(out).catch(() => undefined)
  if (found === undefined) return undefined
  if (!force) return { kind: 'exists' }
  if (!found.isDirectory()) return { kind: 'not_a_directory' }
  const foreign = (await readdir(out)).filter((name) => !(OUTPUT_FILES as readonly string[]).includes(name))
  return foreign.length === 0 ? undefined : { kind: 'foreign_files', files: foreign.sort() }
}

/**
 * Outputs are written into a staging directory beside `out` (`.NAME.partial-…`, never mistaken for a finished
 * run), then renamed into place in one step; a failed or interrupted run removes it, so `out` is either complete or
 * absent.
 */
export class StagedDir {
  private constructor(
    readonly out: string,
    readonly path: string,
  ) {}

  /** Creates the staging directory (and `out`'s parent directories). */
  static async create(out: string): Promise<StagedDir> {
    await mkdir(dirname(out), { recursive: true })
    const path = join(
      dirname(out),
      `.${basename(out)}.partial-${process.pid}-${randomBytes(4).toString('hex')}`,
    )
    await mkdir(path)
    return new StagedDir(out, path)
  }

  /** The path of one output file inside the staging directory. */
  file(name: (typeof OUTPUT_FILES)[number]): string {
    return join(this.path, name)
  }

  /**
   * Moves the staged outputs to `out`, replacing a previous run there when `force` (checked again first: a
   * refusal leaves everything as it was and is returned).
   */
  async commit(force: boolean): Promise<OutputRefusal | undefined> {
    const refusal = await checkOutputDir(this.out, force)
    if (refusal !== undefined) return refusal
    const old = `${this.path}.old`
    const replacing = await stat(this.out).then(
      () => true,
      () => false,
    )
    if (replacing) await rename(this.out, old)
    await rename(this.path, this.out)
    if (replacing) await rm(old, { recursive: true, force: true })
    return undefined
  }

  /** Removes the staging directory and everything in it. */
  async discard(): Promise<void> {
    await rm(this.path, { recursive: true, force: true })
  }
}
