export { readRun } from './read-run.js'
export type { CallStatus, Run, RunCall, RunFormat, RunReadResult, Step } from './types.js'
