import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { checkFile } from '../check/check-file.js'
import { EXIT } from '../exit-codes.js'
import { CHECK_HELP } from '../help.js'
import { ViolationList } from '../input/violation-list.js'
import type { CliIo } from '../io.js'

/**
 * `expect-tool-calls check FILE…`: validates expectation files and manifests (JSON or JSONL) as `score` and the
 * matchers would read them, and lists every problem with file:line and its path. Exits 0 when all are valid, 2
 * otherwise (also for bad usage); writes nothing. For pre-commit hooks and editors' tasks.
 */
export async function runCheck(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(CHECK_HELP)
    return EXIT.ok
  }
  const flag = argv.find((arg) => arg.startsWith('-'))
  if (flag !== undefined || argv.length === 0) {
    const why = flag === undefined ? 'no file to check' : `unknown flag ${flag}`
    io.stderr(`expect-tool-calls check: ${why}\n\n${CHECK_HELP}`)
    return EXIT.usage
  }
  const violations = new ViolationList()
  for (const file of argv) {
    let text: string
    try {
      text = await readFile(resolve(io.cwd, file), 'utf8')
    } catch (error) {
      violations.add({
        file,
        problem: { kind: 'unreadable_file', code: (error as NodeJS.ErrnoException).code ?? 'EIO' },
      })
      continue
    }
    checkFile(file, text, violations)
  }
  if (violations.count === 0) {
    io.stdout(`${argv.length} file${argv.length === 1 ? '' : 's'} checked: no problems\n`)
    return EXIT.ok
  }
  io.stderr(violations.describe())
  return EXIT.usage
}
