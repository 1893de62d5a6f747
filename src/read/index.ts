export { readCalls } from './read-calls.js'
export type {
  Call,
  Decision,
  Format,
  Mode,
  NormalizedReadOptions,
  ParsePolicy,
  ReadFailure,
  ReadFailureKind,
  ReadOptions,
  ReadResult,
  Turn,
} from './types.js'
