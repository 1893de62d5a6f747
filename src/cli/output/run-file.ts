import type { JsonValue } from '../../json/types.js'
import type { FileHash } from '../input/file-hasher.js'

/** The format tag of `run.json`. */
export const RUN_FORMAT = 'expect-tool-calls-run-v1'

/** One input file: the path as given, its size and SHA-256 (e.g. to check a pinned manifest hash). */
export type InputFileEntry = FileHash & { path: string }

/**
 * `run.json` of `score`: how the run was made and the exact input files. It lives beside `aggregate.json` (which
 * digests rows instead, so that shards merge byte for byte) and holds no time, so equal runs give equal bytes.
 */
export interface ScoreRunFile {
  format: typeof RUN_FORMAT
  command: 'score'
  version: string
  profile: string
  allowMissing: boolean
  samples: number
  files: {
    manifest: InputFileEntry
    predictions: InputFileEntry
    tools: InputFileEntry | null
    weights: InputFileEntry | null
  }
}

/**
 * `run.json` of `score --bfcl`: the BFCL data files read (questions and possible answers) and the result files, each
 * with its size and SHA-256, the flags, and how many entries could not be built.
 */
export interface BfclRunFile {
  format: typeof RUN_FORMAT
  command: 'score'
  mode: 'bfcl'
  version: string
  profile: string
  underscoreNames: boolean
  allowMissing: boolean
  samples: number
  unbuildable: number
  files: { bfcl: InputFileEntry[]; predictions: InputFileEntry[] }
}

/** `run.json` of `merge`: the shards' own `run.json`, in the order given. */
export interface MergeRunFile {
  format: typeof RUN_FORMAT
  command: 'merge'
  version: string
  profile: string
  samples: number
  shards: { dir: string; run: JsonValue }[]
}

/** `path` with its hash, as `run.json` lists it. */
export function inputFileEntry(path: string, hash: FileHash): InputFileEntry {
  return { path, bytes: hash.bytes, sha256: hash.sha256 }
}
