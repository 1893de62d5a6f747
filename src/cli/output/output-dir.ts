import { lstatSync, readdirSync, readlinkSync } from 'node:fs'
import { basename } from 'node:path'
import { OUTPUT_FILES } from './output-files.js'
import { parseSibling } from './run-names.js'

export { OUTPUT_FILES } from './output-files.js'

/** Why an output directory may not be written, as data. */
export type OutputRefusal =
  | { kind: 'exists' }
  | { kind: 'not_a_directory' }
  | { kind: 'foreign_files'; files: string[] }
  | { kind: 'foreign_link'; target: string }
  | { kind: 'changed' }

/** The words for a refusal. */
export function describeRefusal(out: string, refusal: OutputRefusal): string {
  switch (refusal.kind) {
    case 'exists':
      return `${out} already exists; pass --force to replace it`
    case 'not_a_directory':
      return `${out} exists and is not a directory; refusing to replace it`
    case 'foreign_files':
      return `${out} holds files no run writes (${refusal.files.join(', ')}); refusing to replace it, even with --force`
    case 'foreign_link':
      return `${out} is a symbolic link to ${refusal.target}, which no run made; refusing to replace it, even with --force`
    case 'changed':
      return `${out} was changed by something else while this run was writing; it was left as it is`
    default: {
      const never: never = refusal
      return never
    }
  }
}

/**
 * What stands at the output path: nothing; a link to a run directory (`target`, a sibling's name, as every run
 * since run links publishes); or a plain directory holding only a run's files (an older version's run, or an empty
 * directory someone made).
 */
export type OutputState = { kind: 'absent' } | { kind: 'link'; target: string } | { kind: 'dir' }

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code

function foreignFiles(path: string): string[] {
  try {
    return readdirSync(path)
      .filter((name) => !(OUTPUT_FILES as readonly string[]).includes(name))
      .sort()
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return []
    throw error
  }
}

/**
 * What stands at `out` and whether this run may replace it: it may when nothing does, or with `force` when it is
 * a run (a link to a run directory, or a plain directory) holding nothing but a run's files, so that `--force`
 * never removes anything else. Synchronous, so that a publishing step reads and acts in one go.
 */
export function inspectOutput(
  out: string,
  force: boolean,
): { ok: true; state: OutputState } | { ok: false; refusal: OutputRefusal } {
  let found: ReturnType<typeof lstatSync>
  try {
    found = lstatSync(out)
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return { ok: true, state: { kind: 'absent' } }
    throw error
  }
  if (!force) return { ok: false, refusal: { kind: 'exists' } }
  if (found.isSymbolicLink()) {
    const target = readlinkSync(out)
    if (parseSibling(basename(out), target)?.kind !== 'run')
      return { ok: false, refusal: { kind: 'foreign_link', target } }
    const files = foreignFiles(out)
    if (files.length > 0) return { ok: false, refusal: { kind: 'foreign_files', files } }
    return { ok: true, state: { kind: 'link', target } }
  }
  if (!found.isDirectory()) return { ok: false, refusal: { kind: 'not_a_directory' } }
  const files = foreignFiles(out)
  if (files.length > 0) return { ok: false, refusal: { kind: 'foreign_files', files } }
  return { ok: true, state: { kind: 'dir' } }
}

/** Whether `out` may be written (see `inspectOutput`): `undefined` when it may, else the refusal. */
export async function checkOutputDir(out: string, force: boolean): Promise<OutputRefusal | undefined> {
  const inspected = inspectOutput(out, force)
  return inspected.ok ? undefined : inspected.refusal
}
