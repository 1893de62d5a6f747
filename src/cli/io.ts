import { publishedOutput, removePendingSync } from './output/pending-removals.js'
import type { PublishHook } from './output/publish-step.js'

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
  /** Called at each step of publishing a run (tests stop or kill the process there); none in a real run. */
  publishHook?: PublishHook
}

/**
 * The `CliIo` of the running process, with an abort signal wired to SIGINT and SIGTERM. The first signal aborts:
 * the command stops at its next row, removes its unfinished run and exits 130. A second one exits at once, after
 * removing the unfinished run synchronously (`removePendingSync`), so that it too leaves nothing behind (or, if
 * the run was published already, exits 0 saying so).
 */
export function processIo(): CliIo {
  const controller = new AbortController()
  const stop = () => {
    if (controller.signal.aborted) {
      const removed = removePendingSync()
      const out = publishedOutput()
      if (out !== undefined) {
        process.stderr.write(
          `\nexpect-tool-calls: interrupted again after the run was published at ${out}.\n`,
        )
        process.exit(0)
      }
      const what = removed.length === 0 ? '' : ' removed the unfinished run;'
      process.stderr.write(`\nexpect-tool-calls: interrupted again;${what} nothing was written.\n`)
      process.exit(130)
    }
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
