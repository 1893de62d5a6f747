import { type ChildProcess, spawn } from 'node:child_process'

/** What a process left when it closed. */
export interface Closed {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** A running CLI process, to watch its stderr, answer its pauses and signal it. */
export interface Child {
  process: ChildProcess
  /** Resolves once stderr holds `text`; rejects if the process closes first (never a timer). */
  said(text: string): Promise<void>
  /** Lets a paused process go on (one line on its stdin). */
  release(): void
  closed: Promise<Closed>
}

/**
 * Starts `node cli argv…` in `cwd`, with extra environment variables. Every wait is on something the process says
 * or does, so the outcome does not depend on how loaded the machine is.
 */
export function startChild(
  cli: string,
  cwd: string,
  argv: readonly string[],
  env: Record<string, string> = {},
): Child {
  const child = spawn(process.execPath, [cli, ...argv], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  let done = false
  const waiters: { text: string; resolve: () => void; reject: (error: Error) => void }[] = []
  const settle = () => {
    for (const waiter of [...waiters]) {
      if (stderr.includes(waiter.text)) waiter.resolve()
      else if (done) waiter.reject(new Error(`the process closed without saying ${waiter.text}:\n${stderr}`))
      else continue
      waiters.splice(waiters.indexOf(waiter), 1)
    }
  }
  child.stdout?.on('data', (chunk) => (stdout += chunk))
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
    settle()
  })
  child.stdin?.on('error', () => {})
  const closed = new Promise<Closed>((resolve) =>
    child.on('close', (code, signal) => {
      done = true
      settle()
      resolve({ code, signal, stdout, stderr })
    }),
  )
  return {
    process: child,
    said: (text) =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ text, resolve, reject })
        settle()
      }),
    release: () => child.stdin?.write('\n'),
    closed,
  }
}
