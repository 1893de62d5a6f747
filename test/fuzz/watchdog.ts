import { Worker } from 'node:worker_threads'

/** What the watchdog knows of the input being checked: enough to replay it (`FUZZ_REPLAY=seed:index`). */
export interface WatchedInput {
  invariant: string
  seed: number
  index: number
}

/**
 * The watchdog thread: it sleeps on the input counter and, when one input has been running longer than the limit,
 * writes which input it is (straight to file descriptor 2: the main thread, stuck in the input, cannot print) and
 * kills the process, so a hung input fails the run instead of stalling it forever.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads')
const { writeSync } = require('node:fs')
const state = new Int32Array(workerData.state)
const started = new Float64Array(workerData.started)
const names = workerData.names
for (;;) {
  const counter = Atomics.load(state, 0)
  Atomics.wait(state, 0, counter, workerData.pollMs)
  if (Atomics.load(state, 0) !== counter || Atomics.load(state, 1) !== 1) continue
  const took = Date.now() - started[0]
  if (took <= workerData.limitMs) continue
  const name = names[Atomics.load(state, 2)] ?? '?'
  const seed = Atomics.load(state, 3)
  const index = Atomics.load(state, 4)
  writeSync(2, '\\nfuzz watchdog: input ' + index + ' of "' + name + '" (seed ' + seed + ') has run ' + took +
    ' ms, over ' + workerData.limitMs + ' ms: a hang. Stopping the run.\\n  replay: FUZZ_ONLY=' +
    JSON.stringify(name) + ' FUZZ_REPLAY=' + seed + ':' + index + ' npm run fuzz\\n')
  process.kill(process.pid, 'SIGKILL')
}
`

/** Arms and disarms the watchdog around each input; `stop` ends its thread. */
export interface Watchdog {
  readonly limitMs: number
  arm(input: WatchedInput): void
  disarm(): void
  stop(): Promise<void>
}

/** How many times the per-input bound an input may run before it counts as hung (`FUZZ_INPUT_MS` × this). */
export const HANG_FACTOR = 3

/**
 * Starts a watchdog thread that kills the process when one armed input runs longer than `limitMs`: the per-input
 * bound measured after the fact (`checkWithin`) cannot see an input that never returns. `names` are the invariants
 * it may be armed for. Cheap per input (a few atomic stores and a wake-up).
 */
export function startWatchdog(
  names: readonly string[],
  limitMs: number,
  pollMs = Math.max(50, Math.min(1_000, limitMs / 4)),
): Watchdog {
  const state = new Int32Array(new SharedArrayBuffer(5 * Int32Array.BYTES_PER_ELEMENT))
  const started = new Float64Array(new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT))
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { state: state.buffer, started: started.buffer, names: [...names], limitMs, pollMs },
  })
  worker.unref()
  const bump = () => {
    Atomics.add(state, 0, 1)
    Atomics.notify(state, 0)
  }
  return {
    limitMs,
    arm({ invariant, seed, index }) {
      started[0] = Date.now()
      Atomics.store(state, 2, names.indexOf(invariant))
      Atomics.store(state, 3, seed)
      Atomics.store(state, 4, index)
      Atomics.store(state, 1, 1)
      bump()
    },
    disarm() {
      Atomics.store(state, 1, 0)
      bump()
    },
    async stop() {
      await worker.terminate()
    },
  }
}
