import { join } from 'node:path'
import type { JsonValue } from '../../json/types.js'
import type { AggregateFile } from '../output/aggregate-file.js'
import { checkAggregateFile } from '../output/aggregate-file-schema.js'
import { checkReadable } from './check-readable.js'
import { loadJsonFile } from './load-json-file.js'
import type { ViolationList } from './violation-list.js'

/** A run directory, read for `merge`: its checked `aggregate.json`, its `run.json`, where its samples are. */
export interface LoadedRun {
  /** The directory as the user named it. */
  dir: string
  aggregate: AggregateFile
  run: JsonValue
  samplesPath: string
  /** `samples.jsonl` as the user would name it, for messages. */
  samplesFile: string
}

/**
 * Reads a run directory written by `score` or `merge`; `undefined` after reporting what is missing or malformed
 * (an `aggregate.json` of another format or with a malformed aggregate is `invalid_run`).
 */
export async function loadRun(
  path: string,
  dir: string,
  violations: ViolationList,
): Promise<LoadedRun | undefined> {
  const name = (file: string) => join(dir, file)
  const before = violations.count
  const aggregate = await loadJsonFile(join(path, 'aggregate.json'), name('aggregate.json'), violations)
  const run = await loadJsonFile(join(path, 'run.json'), name('run.json'), violations)
  await checkReadable(join(path, 'samples.jsonl'), name('samples.jsonl'), violations)
  if (aggregate === undefined || run === undefined || violations.count > before) return undefined
  const checked = checkAggregateFile(aggregate.value)
  if (!checked.ok) {
    violations.add({
      file: name('aggregate.json'),
      problem: { kind: 'invalid_run', problem: checked.problem },
    })
    return undefined
  }
  return {
    dir,
    aggregate: checked.file,
    run: run.value,
    samplesPath: join(path, 'samples.jsonl'),
    samplesFile: name('samples.jsonl'),
  }
}
