import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { Reporter, TestModule, Vitest } from 'vitest/node'
import { formatPath } from '../path.js'
import { renderStepSummary } from '../report/step-summary.js'
import { finalizeAggregate } from '../score/finalize-aggregate.js'
import { stringifyAggregate } from '../score/stringify-aggregate.js'
import { collectRun } from './collect-run.js'
import { formatSummary } from './format-summary.js'

/** Options of the reporter: `reporters: ['default', ['expect-tool-calls/reporter', { aggregate: 'eval.json' }]]`. */
export interface ToolCallReporterOptions {
  /** Where to write `aggregate.json` at the end of the run, relative to Vitest's root. Nothing is written without. */
  aggregate?: string
  /** Print no summary table (the file is still written). */
  quiet?: boolean
}

interface NormalizedReporterOptions {
  aggregate: string | undefined
  quiet: boolean
}

function normalizeReporterOptions(options: ToolCallReporterOptions | undefined): NormalizedReporterOptions {
  const given: ToolCallReporterOptions = options ?? {}
  if (typeof given !== 'object' || given === null) {
    throw new TypeError('expect-tool-calls/reporter: options must be an object')
  }
  const { aggregate, quiet } = given
  if (aggregate !== undefined && (typeof aggregate !== 'string' || aggregate === '')) {
    throw new TypeError('expect-tool-calls/reporter: `aggregate` must be a file path')
  }
  if (quiet !== undefined && typeof quiet !== 'boolean') {
    throw new TypeError('expect-tool-calls/reporter: `quiet` must be true or false')
  }
  return { aggregate, quiet: quiet ?? false }
}

/**
 * A Vitest reporter for tool-call assertions. Under the Vitest setup entry, every graded assertion records its
 * verdict and axes in its test's metadata; at the end of the run this reporter adds them up into one aggregate,
 * prints a summary table (name, argument and abstention accuracy, the run axes of run assertions, failures by kind,
 * per tool and per category)
 * and, with `aggregate`, writes `{ aggregate, metrics }` as deterministic JSON. It reads only the tests' metadata,
 * which blob reports keep, so `vitest --shard` + `--reporter=blob` + `vitest --merge-reports` gives the same numbers
 * and the same bytes as one unsharded run. With `GITHUB_STEP_SUMMARY` set (GitHub Actions), it appends a Markdown
 * summary there too.
 */
export class ToolCallReporter implements Reporter {
  readonly #options: NormalizedReporterOptions
  #root: string = process.cwd()
  #log: (text: string) => void = (text) => process.stdout.write(text)

  constructor(options?: ToolCallReporterOptions) {
    this.#options = normalizeReporterOptions(options)
  }

  onInit(vitest: Vitest): void {
    this.#root = vitest.config.root
    this.#log = (text) => vitest.logger.log(text)
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>): Promise<void> {
    const run = collectRun(testModules)
    const metrics = finalizeAggregate(run.aggregate)
    if (!this.#options.quiet) this.#log(formatSummary(metrics, run))
    // On GitHub Actions, the same numbers on the job page.
    const summaryFile = process.env.GITHUB_STEP_SUMMARY
    if (summaryFile !== undefined && summaryFile !== '') {
      const rows = run.failed.map(({ test, total, first, run: wholeRun }) => ({
        id: test,
        total,
        difference:
          first === undefined
            ? 'failed'
            : `${first.kind} at ${formatPath(first.path) || (wholeRun ? 'the run' : 'the turn')}`,
      }))
      await appendFile(summaryFile, renderStepSummary('expect-tool-calls (Vitest)', metrics, rows))
    }
    if (this.#options.aggregate === undefined) return
    const path = resolve(this.#root, this.#options.aggregate)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, stringifyAggregate({ aggregate: run.aggregate, metrics }))
  }
}
