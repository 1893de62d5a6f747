import fc from 'fast-check'
import type { Invariant } from './support.js'
import { InvariantError } from './support.js'
import { HANG_FACTOR, startWatchdog, type Watchdog, type WatchedInput } from './watchdog.js'

/** How a fuzz run is set up (`npm run fuzz` reads these from `FUZZ_*` environment variables). */
export interface FuzzSettings {
  /** The run's seed: with the same seed (and the same code), every chunk generates the same inputs. */
  seed: number
  /** Generated inputs in all, split over the invariants by their weights (cheap ones see more, see `budgets`). */
  runs: number
  /** Inputs per chunk: the unit of progress, of reproduction and of resumption. */
  chunk: number
  /** Resume at this step (a chunk of one invariant); the steps before it are skipped. */
  from: number
  /**
   * Run only every `of`-th step, starting at step `index` (`FUZZ_SHARD=index/of`): `of` processes with the same
   * seed and `index` 0 … `of` − 1 together run every step once, each on its own core.
   */
  shard: { index: number; of: number }
  /** Only invariants whose name contains this text. */
  only: string | undefined
  /** `count` (default): count every exception and go on. `assert`: stop at the first, shrink it, and throw. */
  mode: 'count' | 'assert'
  /** Longest one input may take, in milliseconds; a slower one is a violation (see `checkWithin`). */
  inputLimitMs: number
}

/** One failing input, kept for the report with what reproduces it. */
export interface FuzzFailure {
  invariant: string
  /** The chunk's seed and the input's index in it: `fc.assert(property, { seed, path: String(index) })`. */
  seed: number
  index: number
  kind: 'violation' | 'exception'
  message: string
  input: string
}

/** What one invariant went through. */
export interface InvariantCount {
  name: string
  runs: number
  violations: number
  exceptions: number
}

/** The outcome of a fuzz run. */
export interface FuzzReport {
  seed: number
  counts: InvariantCount[]
  failures: FuzzFailure[]
  /** Steps done, and how many there are: a run stopped early resumes with `FUZZ_FROM=<steps>`. */
  steps: number
  totalSteps: number
}

function integer(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback
  const value = Number(text.replaceAll('_', ''))
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a non-negative integer: ${text}`)
  return value
}

/**
 * Reads the settings from `FUZZ_SEED`, `FUZZ_RUNS`, `FUZZ_CHUNK`, `FUZZ_FROM`, `FUZZ_SHARD`, `FUZZ_ONLY`, `FUZZ_MODE` and
 * `FUZZ_INPUT_MS`.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv): FuzzSettings {
  const mode = env.FUZZ_MODE === 'assert' ? 'assert' : 'count'
  return {
    seed: integer(env.FUZZ_SEED, Date.now() % 2 ** 31),
    runs: integer(env.FUZZ_RUNS, 1_000_000),
    chunk: Math.max(1, integer(env.FUZZ_CHUNK, 5_000)),
    from: integer(env.FUZZ_FROM, 0),
    shard: shardOf(env.FUZZ_SHARD),
    only: env.FUZZ_ONLY === '' ? undefined : env.FUZZ_ONLY,
    mode,
    inputLimitMs: inputLimitMs(env),
  }
}

/** Reads `FUZZ_SHARD` (`index/of`, e.g. `1/2`); every step when it is absent. Throws on a malformed one. */
export function shardOf(text: string | undefined): { index: number; of: number } {
  if (text === undefined || text === '') return { index: 0, of: 1 }
  const found = /^(\d+)\/(\d+)$/.exec(text)
  const index = Number(found?.[1])
  const of = Number(found?.[2])
  if (found === null || of < 1 || index >= of)
    throw new Error(`FUZZ_SHARD must be index/of with index < of, not ${text}`)
  return { index, of }
}

/** The seed of chunk `chunk` of invariant number `which`: fixed by the run's seed alone. */
export function chunkSeed(seed: number, which: number, chunk: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 31) + Math.imul(which + 1, 1_000_003) + chunk) | 0
}

/**
 * Splits `runs` over the invariants in inverse proportion to the square root of their weights: cheap invariants
 * see more inputs, expensive ones (the whole engine, every matcher) still a good share.
 */
function budgets(invariants: readonly Invariant[], runs: number): number[] {
  const shares = invariants.map((item) => 1 / Math.sqrt(item.weight))
  const total = shares.reduce((sum, share) => sum + share, 0)
  return shares.map((share) => Math.ceil((runs * share) / total))
}

function describeInput(input: unknown): string {
  try {
    return fc.stringify(input).slice(0, 2_000)
  } catch {
    return '<unprintable>'
  }
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  } catch {
    return '<unprintable error>'
  }
}

/**
 * Runs every invariant over its share of `settings.runs` generated inputs, chunk by chunk, round-robin (so a run
 * stopped early has covered every invariant), calling `log` after each chunk (step `n` done: resume from `n`). In
 * `count` mode every exception is caught and counted (an `InvariantError` is a violation, anything else an uncaught
 * exception), and the first few are kept with their seed and index; in `assert` mode the first one is shrunk and
 * thrown by fast-check. A watchdog thread kills the run when one input runs `HANG_FACTOR` times the per-input
 * bound, printing how to replay it: a hang fails the run instead of stalling it.
 */
export async function runFuzz(
  invariants: readonly Invariant[],
  settings: FuzzSettings,
  log: (line: string) => void,
): Promise<FuzzReport> {
  const chosen = invariants.filter((item) => settings.only === undefined || item.name.includes(settings.only))
  const budget = budgets(chosen, settings.runs)
  const chunksOf = budget.map((runs) => Math.ceil(runs / settings.chunk))
  const rounds = Math.max(0, ...chunksOf)
  const counts: InvariantCount[] = chosen.map((item) => ({
    name: item.name,
    runs: 0,
    violations: 0,
    exceptions: 0,
  }))
  const failures: FuzzFailure[] = []
  const dog = startWatchdog(
    chosen.map((item) => item.name),
    settings.inputLimitMs * HANG_FACTOR,
  )
  let step = 0
  const totalSteps = chunksOf.reduce((sum, chunks) => sum + chunks, 0)
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [which, item] of chosen.entries()) {
        if (round >= chunksOf[which]!) continue
        const current = step++
        if (current < settings.from || current % settings.shard.of !== settings.shard.index) continue
        const numRuns = Math.min(settings.chunk, budget[which]! - round * settings.chunk)
        const seed = chunkSeed(settings.seed, which, round)
        const count = counts[which]!
        let index = 0
        const watched = () => ({ dog, invariant: item.name, seed, index: index++ })
        if (settings.mode === 'assert') {
          await assertProperty(item, (input) => checkWithin(item, input, settings.inputLimitMs, watched()), {
            seed,
            numRuns,
          })
        } else {
          const record = (error: unknown, at: number, input: unknown) => {
            const kind = error instanceof InvariantError ? 'violation' : 'exception'
            if (kind === 'violation') count.violations++
            else count.exceptions++
            if (failures.length < 20) {
              const message = messageOf(error)
              failures.push({
                invariant: item.name,
                seed,
                index: at,
                kind,
                message,
                input: describeInput(input),
              })
            }
          }
          const checkOne = (input: unknown): true | Promise<true> => {
            const watch = watched()
            try {
              const result = checkWithin(item, input, settings.inputLimitMs, watch)
              if (result === undefined) return true
              return result.then(
                () => true,
                (error: unknown) => {
                  record(error, watch.index, input)
                  return true
                },
              )
            } catch (error) {
              record(error, watch.index, input)
              return true
            }
          }
          const outcome = item.async
            ? await fc.check(
                fc.asyncProperty(item.arbitrary, async (input) => checkOne(input)),
                { seed, numRuns },
              )
            : fc.check(
                fc.property(item.arbitrary, (input) => checkOne(input) as true),
                { seed, numRuns },
              )
          if (outcome.failed)
            throw new Error(`${item.name}: the generator itself failed: ${messageOf(outcome.errorInstance)}`)
        }
        count.runs += numRuns
        log(
          `step ${current + 1}/${totalSteps} ${item.name} chunk ${round} seed ${seed}: ${count.runs} inputs, ` +
            `${count.violations} violations, ${count.exceptions} exceptions`,
        )
        // Lets the runner print the line now: a long run shows its progress, and where to resume.
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
  } finally {
    await dog.stop()
  }
  return { seed: settings.seed, counts, failures, steps: step, totalSteps }
}

/** The report as text: the seed, counts per invariant, totals, and how to reproduce each failure kept. */
export function formatReport(report: FuzzReport): string {
  const lines = [`fuzz seed ${report.seed}`, '']
  let runs = 0
  let violations = 0
  let exceptions = 0
  for (const count of report.counts) {
    lines.push(
      `${String(count.runs).padStart(9)} inputs  ${String(count.violations).padStart(4)} violations  ` +
        `${String(count.exceptions).padStart(4)} exceptions  ${count.name}`,
    )
    runs += count.runs
    violations += count.violations
    exceptions += count.exceptions
  }
  lines.push('', `${runs} inputs, ${violations} invariant violations, ${exceptions} uncaught exceptions`)
  for (const failure of report.failures) {
    lines.push(
      '',
      `${failure.kind} in "${failure.invariant}": ${failure.message}`,
      `  reproduce: fc.assert(property, { seed: ${failure.seed}, path: '${failure.index}' })`,
      `  input: ${failure.input}`,
    )
  }
  return lines.join('\n')
}

/** `fc.assert` over an invariant's arbitrary, awaited when the invariant is asynchronous. */
async function assertProperty(
  item: Invariant,
  check: (input: unknown) => void | Promise<void>,
  params: fc.Parameters<[unknown]>,
): Promise<void> {
  if (item.async)
    await fc.assert(
      fc.asyncProperty(item.arbitrary, async (input) => check(input)),
      params,
    )
  else
    fc.assert(
      fc.property(item.arbitrary, (input) => {
        check(input)
      }),
      params,
    )
}

/**
 * Runs one invariant under `fc.assert`, with the per-input bound and the watchdog: a failing input is shrunk and
 * thrown (quick slices and replays); a hung one stops the process with its replay line.
 */
export async function assertInvariant(item: Invariant, params: fc.Parameters<[unknown]>): Promise<void> {
  const limitMs = inputLimitMs(process.env)
  const dog = startWatchdog([item.name], limitMs * HANG_FACTOR)
  let index = 0
  const seed = params.seed ?? 0
  try {
    await assertProperty(
      item,
      (input) => checkWithin(item, input, limitMs, { dog, invariant: item.name, seed, index: index++ }),
      params,
    )
  } finally {
    await dog.stop()
  }
}

/** The per-input time bound, `FUZZ_INPUT_MS` (default 10,000 ms: generous for a loaded machine). */
export function inputLimitMs(env: NodeJS.ProcessEnv): number {
  return integer(env.FUZZ_INPUT_MS, 10_000)
}

/** Which watchdog watches an input, and the input's place (for the replay line it prints on a hang). */
export interface WatchedCheck extends WatchedInput {
  dog: Watchdog
}

/**
 * Checks one input under the watchdog, then fails it (an `InvariantError`, so a violation) when it took longer than
 * `limitMs` of CPU time (wall-clock time would count the other processes of a loaded machine): a slow input is a
 * defect like any other, and a run must not pass by waiting. Returns a promise for an asynchronous invariant.
 */
export function checkWithin(
  item: Invariant,
  input: unknown,
  limitMs: number,
  watch?: WatchedCheck,
): undefined | Promise<void> {
  const started = process.cpuUsage()
  watch?.dog.arm(watch)
  const done = () => {
    watch?.dog.disarm()
    const { user, system } = process.cpuUsage(started)
    const took = (user + system) / 1000
    if (took > limitMs)
      throw new InvariantError(`took ${Math.round(took)} ms, over the bound of ${limitMs} ms`)
  }
  let result: void | Promise<void>
  try {
    result = item.check(input)
  } catch (error) {
    watch?.dog.disarm()
    throw error
  }
  if (result instanceof Promise) {
    return result.then(done, (error: unknown) => {
      watch?.dog.disarm()
      throw error
    })
  }
  done()
  return undefined
}
