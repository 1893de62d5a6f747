import { constants } from 'node:fs'
import { access, stat } from 'node:fs/promises'
import type { ViolationList } from './violation-list.js'

/** Checks that `path` is a readable file, adding an `unreadable_file` violation (with the error code) when not. */
export async function checkReadable(path: string, file: string, violations: ViolationList): Promise<boolean> {
  try {
    await access(path, constants.R_OK)
    if ((await stat(path)).isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' })
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EIO'
    violations.add({ file, problem: { kind: 'unreadable_file', code } })
    return false
  }
}
