// The CLI as a process, with the publishing steps made visible (tests only; never shipped). At each step named in
// ETC_PAUSE_AT (comma-separated) it writes `paused at STEP` to stderr and waits for a line on stdin, so that a test
// can look at the disk, signal or kill the process at exactly that instant. It says `aborted` when the first
// SIGINT or SIGTERM arrives, so that a test knows it was handled before sending a second.
import { createInterface } from 'node:readline'
import { processIo } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'
import { provideDependencies } from '../../src/cli/provide-dependencies.js'

provideDependencies()

const pauseAt = new Set((process.env.ETC_PAUSE_AT ?? '').split(',').filter((step) => step !== ''))
const lines = createInterface({ input: process.stdin })
const waiting: (() => void)[] = []
let released = 0
lines.on('line', () => {
  const next = waiting.shift()
  if (next === undefined) released++
  else next()
})

const io = processIo()
io.signal?.addEventListener('abort', () => process.stderr.write('aborted\n'))
io.publishHook = (step) => {
  if (!pauseAt.has(step)) return
  process.stderr.write(`paused at ${step}\n`)
  if (released > 0) {
    released--
    return
  }
  return new Promise<void>((resolve) => waiting.push(resolve))
}

main(process.argv.slice(2), io).then((code) => {
  process.exitCode = code
  lines.close()
  process.stdin.destroy()
})
