import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The repository's Vitest, as `node_modules/.bin/vitest`. */
const VITEST = fileURLToPath(new URL('../../node_modules/.bin/vitest', import.meta.url))

/** What a child Vitest run did. */
export interface ChildRun {
  code: number | null
  stdout: string
  stderr: string
}

/** The parent's environment without what marks a process as a Vitest worker, and without colours. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([key]) => !key.startsWith('VITEST') && key !== 'TEST' && key !== 'NODE_ENV',
  )
  return { ...Object.fromEntries(inherited), NO_COLOR: '1', FORCE_COLOR: '0', ...extra }
}

/** The child's tests and hooks get all the time a loaded machine needs: slow is never a failure there. */
const PATIENT = ['--testTimeout=600000', '--hookTimeout=600000']

/** How long a test that runs child Vitest runs may take: a bound on a hang, not on a slow machine. */
export const CHILD_RUN_TIMEOUT = 600_000

/** Runs `vitest <args>` in a child process and collects its output (a failing run is not an error here). */
export function runVitest(args: readonly string[], env: Record<string, string> = {}): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITEST, ...args, ...PATIENT], { env: childEnv(env) })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** The reporter's summary: from its first line to the end of the output (it is the last reporter). */
export function summaryOf(stdout: string): string {
  const start = stdout.indexOf(' Tool calls ')
  return start === -1 ? '' : stdout.slice(start).trimEnd()
}
