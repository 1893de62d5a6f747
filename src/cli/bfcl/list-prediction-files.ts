import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { checkReadable } from '../input/check-readable.js'
import type { ViolationList } from '../input/violation-list.js'
import type { PredictionFile } from './score-bfcl-pass.js'

const RESULT_FILE = /\.jsonl?$/

/**
 * The result files `--predictions` names: the file itself, or every `*.json` / `*.jsonl` file directly in the
 * directory (BFCL writes one `BFCL_v4_<category>_result.json` per category), in sorted order. Problems (unreadable,
 * an empty directory) go to `violations`; the files found so far are returned.
 */
export async function listPredictionFiles(
  path: string,
  given: string,
  violations: ViolationList,
): Promise<PredictionFile[]> {
  const found = await stat(path).catch(() => undefined)
  if (found?.isDirectory() !== true) {
    if (!(await checkReadable(path, given, violations))) return []
    return [{ path, file: given, bytes: found?.size ?? 0 }]
  }
  const names = (await readdir(path)).filter((name) => RESULT_FILE.test(name)).sort()
  const files: PredictionFile[] = []
  for (const name of names) {
    const file = { path: join(path, name), file: join(given, name) }
    const entry = await stat(file.path)
    if (entry.isDirectory()) continue
    if (await checkReadable(file.path, file.file, violations)) files.push({ ...file, bytes: entry.size })
  }
  if (files.length === 0 && violations.count === 0)
    violations.add({ file: given, problem: { kind: 'no_prediction_files' } })
  return files
}
