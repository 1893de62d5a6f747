/** What a command may touch of its process: injectable, so tests run `main` in memory. */
export interface CliIo {
  /** Writes to standard output (results, tables, `--json`). */
  stdout: (text: string) => void
  /** Writes to standard error (errors, progress). */
  stderr: (text: string) => void
  /** Standard error is a terminal: the progress bar is drawn only then. */
  isTTY: boolean
  /** The directory relative paths start from. */
  cwd: string
  /** Aborts a running command (SIGINT / SIGTERM): it cleans up, writes nothing and exits 130. */
  signal?: AbortSignal
  /** Width of the terminal, for the progress bar (default 80). */
  columns?: number
  /** The environment (`GITHUB_STEP_SUMMARY`: where `score` appends its Markdown summary on GitHub Actions). */
  env?: Readonly<Record<string, string | undefined>>
  /** Milliseconds since some origin, for throttling progress (default `performance.now`). */
  now?: () => number
}

/** The `CliIo` of the running process, with an abort signal wired to SIGINT and SIGTERM. */
export function processIo(): CliIo {
  const controller = new AbortController()
  const stop = () => {
    if (controller.signal.aborted) process.exit(130)
    controller.abort()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    isTTY: process.stderr.isTTY === true,
    cwd: process.cwd(),
    signal: controller.signal,
    columns: process.stderr.columns ?? 80,
  }
}
