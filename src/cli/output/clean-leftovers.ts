import { lstatSync, readdirSync, readlinkSync, renameSync, unlinkSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { removeRunDir } from './remove-run-dir.js'
import { isLeftover, parseSibling, type Sibling } from './run-names.js'

/** What was found beside the output and done with it, as data (words in `describeLeftover`). */
export type LeftoverAction =
  | { kind: 'removed'; sibling: Sibling }
  | { kind: 'restored'; sibling: Sibling }
  | { kind: 'kept'; sibling: Sibling; problem: string }

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'EIO'

function currentTarget(out: string): string | null | undefined {
  try {
    if (!lstatSync(out).isSymbolicLink()) return null
    return readlinkSync(out)
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined
    throw error
  }
}

function remove(parent: string, sibling: Sibling): LeftoverAction {
  const path = join(parent, sibling.name)
  if (sibling.kind === 'link') {
    try {
      unlinkSync(path)
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') return { kind: 'kept', sibling, problem: codeOf(error) }
    }
    return { kind: 'removed', sibling }
  }
  const problem = removeRunDir(path)
  if (problem === undefined) return { kind: 'removed', sibling }
  const words = problem.kind === 'error' ? problem.code : `it holds other files (${problem.files.join(', ')})`
  return { kind: 'kept', sibling, problem: words }
}

/**
 * Finds what runs killed on this machine left beside the output `out` (see `run-names.ts`) and cleans it: a run
 * directory the output does not name, or a new link never renamed into place, is removed (its own files only); an
 * old run moved aside is put back when the output is missing (the kill came between the two steps of replacing a
 * plain directory), else removed. What belongs to a process still running (a concurrent run) is left alone. The
 * processes are checked before the output's link is read, so that nothing published after the check is touched.
 */
export function cleanLeftovers(out: string): LeftoverAction[] {
  const parent = dirname(out)
  const base = basename(out)
  let names: string[]
  try {
    names = readdirSync(parent)
  } catch (error) {
    if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return []
    throw error
  }
  const left = names
    .sort()
    .map((name) => parseSibling(base, name))
    .filter((sibling) => sibling !== undefined && isLeftover(sibling)) as Sibling[]
  if (left.length === 0) return []
  const target = currentTarget(out)
  const actions: LeftoverAction[] = []
  for (const sibling of left) {
    if (sibling.name === target) continue
    const aside = sibling.kind === 'old' || sibling.kind === 'legacy_old'
    if (aside && currentTarget(out) === undefined) {
      try {
        renameSync(join(parent, sibling.name), out)
        actions.push({ kind: 'restored', sibling })
        continue
      } catch (error) {
        if (codeOf(error) === 'ENOENT') continue
        actions.push({ kind: 'kept', sibling, problem: codeOf(error) })
        continue
      }
    }
    actions.push(remove(parent, sibling))
  }
  return actions
}

/** One line for what was done with a leftover, e.g. `removed .runs.run-41-…, left by a killed run (process 41)`. */
export function describeLeftover(action: LeftoverAction, out: string): string {
  const { sibling } = action
  const by = `left by a run that was killed (process ${sibling.pid})`
  switch (action.kind) {
    case 'removed':
      return `removed ${sibling.name}, ${by}`
    case 'restored':
      return `put the previous run back at ${out} from ${sibling.name}, where a run that was killed (process ${sibling.pid}) had moved it`
    case 'kept':
      return `found ${sibling.name}, ${by}, but could not remove it (${action.problem}); remove it by hand`
    default: {
      const never: never = action
      return never
    }
  }
}
