import type { FileHash } from './file-hasher.js'
import { loadJsonFile } from './load-json-file.js'
import type { Tools, ToolsCache } from './tools-cache.js'
import { jsonTypeOf } from './violation.js'
import type { ViolationList } from './violation-list.js'

/** Loads the `--tools` file into a tool set; `undefined` after reporting why it cannot be used. */
export async function loadToolsFile(
  path: string,
  file: string,
  cache: ToolsCache,
  violations: ViolationList,
): Promise<{ tools: Tools; hash: FileHash } | undefined> {
  const loaded = await loadJsonFile(path, file, violations)
  if (loaded === undefined) return undefined
  const type = jsonTypeOf(loaded.value)
  if (type !== 'object' && type !== 'array') {
    violations.add({ file, problem: { kind: 'wrong_type', expected: 'tool_list', received: type } })
    return undefined
  }
  const built = cache.get(loaded.value)
  if (built.ok) return { tools: built.tools, hash: loaded.hash }
  violations.add({
    file,
    path: built.error.path,
    problem: { kind: 'invalid_tools', problem: built.error.problem },
  })
  return undefined
}

/**
 * Loads the `--weights` file: `{ category: weight }` with finite weights ≥ 0 (the weighted overall score); `undefined`
 * after reporting every problem.
 */
export async function loadWeightsFile(
  path: string,
  file: string,
  violations: ViolationList,
): Promise<{ weights: Record<string, number>; hash: FileHash } | undefined> {
  const loaded = await loadJsonFile(path, file, violations)
  if (loaded === undefined) return undefined
  const value = loaded.value
  if (jsonTypeOf(value) !== 'object') {
    violations.add({
      file,
      problem: { kind: 'wrong_type', expected: 'weights', received: jsonTypeOf(value) },
    })
    return undefined
  }
  const weights = value as Record<string, unknown>
  let valid = true
  for (const category of Object.keys(weights)) {
    const weight = weights[category]
    if (typeof weight === 'number' && weight >= 0) continue
    violations.add({
      file,
      path: [category],
      problem: { kind: 'wrong_type', expected: 'weight', received: jsonTypeOf(weight) },
    })
    valid = false
  }
  return valid ? { weights: weights as Record<string, number>, hash: loaded.hash } : undefined
}
