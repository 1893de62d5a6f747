import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { parseJson } from '../../json/parse.js'
import type { JsonValue } from '../../json/types.js'
import type { FileHash } from './file-hasher.js'
import type { ViolationList } from './violation-list.js'

const decoder = new TextDecoder('utf-8', { fatal: true })

/**
 * Reads a small JSON file whole (`--tools`, `--weights`) and parses it strictly. Returns the value and the file's
 * hash, or `undefined` after adding the problem (unreadable, not UTF-8, not JSON) to `violations`.
 */
export async function loadJsonFile(
  path: string,
  file: string,
  violations: ViolationList,
): Promise<{ value: JsonValue; hash: FileHash } | undefined> {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EIO'
    violations.add({ file, problem: { kind: 'unreadable_file', code } })
    return undefined
  }
  let text: string
  try {
    text = decoder.decode(bytes)
  } catch {
    violations.add({ file, problem: { kind: 'invalid_utf8' } })
    return undefined
  }
  const parsed = parseJson(text)
  if (!parsed.ok) {
    const line = parsed.failure.position.line
    violations.add({ file, line, problem: { kind: 'invalid_json', failure: parsed.failure } })
    return undefined
  }
  const hash = { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
  return { value: parsed.value, hash }
}
