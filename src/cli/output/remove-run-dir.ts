import { readdirSync, rmdirSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { OUTPUT_FILES } from './output-files.js'

/** Why a run directory was not removed, as data. */
export type RemovalProblem = { kind: 'foreign_files'; files: string[] } | { kind: 'error'; code: string }

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'EIO'

/**
 * Removes a run directory this CLI made: its four files, then the directory itself, never anything else (a file
 * someone put there meanwhile stays, and so does the directory). A directory already gone is removed.
 * Synchronous, so that it can run in a signal handler. `undefined` when removed.
 */
export function removeRunDir(path: string): RemovalProblem | undefined {
  try {
    for (const name of OUTPUT_FILES) {
      try {
        unlinkSync(join(path, name))
      } catch (error) {
        if (codeOf(error) !== 'ENOENT') throw error
      }
    }
    rmdirSync(path)
    return undefined
  } catch (error) {
    const code = codeOf(error)
    if (code === 'ENOENT') return undefined
    if (code === 'ENOTEMPTY' || code === 'EEXIST') {
      const files = readdirSync(path).sort()
      return { kind: 'foreign_files', files }
    }
    return { kind: 'error', code }
  }
}

/** The words for a run directory that was not removed. */
export function describeRemovalProblem(problem: RemovalProblem): string {
  switch (problem.kind) {
    case 'foreign_files':
      return `it holds files no run writes (${problem.files.join(', ')})`
    case 'error':
      return `${problem.code}`
    default: {
      const never: never = problem
      return never
    }
  }
}
