import type { LoopOptions } from '../../expect/run-types.js'
import { jsonEqual } from '../../json/json-equal.js'
import { stableStringify } from '../../json/stable-stringify.js'
import type { JsonValue } from '../../json/types.js'
import type { RunCall } from '../../read/run/types.js'
import type { Placed } from './resolve-from-result.js'
import type { RunMismatch } from './types.js'

/** Loop options with their defaults filled in (`cycles: undefined`: no cycle is looked for). */
export interface CompiledLoops {
  readonly maxIdentical: number
  readonly ignoreArguments: ReadonlySet<string>
  readonly cycles: { readonly maxPeriod: number; readonly minRepeats: number } | undefined
}

/** The defaults: at most 2 identical calls; blocks of 2 or 3 calls repeated 3 times fail. */
export const LOOP_DEFAULTS = { maxIdentical: 2, maxPeriod: 3, minRepeats: 3 } as const

/** Fills in the defaults of loop options already validated. */
export function compileLoops(options: LoopOptions): CompiledLoops {
  const cycles = options.cycles
  return {
    maxIdentical: options.maxIdentical ?? LOOP_DEFAULTS.maxIdentical,
    ignoreArguments: new Set(options.ignoreArguments ?? []),
    cycles:
      cycles === false
        ? undefined
        : {
            maxPeriod: cycles?.maxPeriod ?? LOOP_DEFAULTS.maxPeriod,
            minRepeats: cycles?.minRepeats ?? LOOP_DEFAULTS.minRepeats,
          },
  }
}

/** The loop mismatches a run's calls show. */
export type LoopMismatch = Extract<RunMismatch, { kind: 'identical_calls' | 'cycle' }>

/**
 * The loops of a run's calls, in order across steps (parallel calls of a step in their order): each cycle, then each
 * chain of identical calls longer than `maxIdentical` that does not lie wholly inside a cycle found (the cycle says
 * it). Identity is tool name and canonical arguments without the ignored keys; a repeat also has the result and
 * status of the call it repeats. A run with no calls has no loop.
 */
export function findLoops(calls: readonly Placed[], loops: CompiledLoops): LoopMismatch[] {
  const keys = calls.map(({ call }) => identityOf(call, loops.ignoreArguments))
  const same = (a: number, b: number) => keys[a] === keys[b] && sameOutcome(calls[a]!.call, calls[b]!.call)
  const cycles = loops.cycles === undefined ? [] : findCycles(calls, keys, same, loops.cycles)
  const inCycle = (index: number) => cycles.some((cycle) => index >= cycle.start && index < cycle.end)
  const found: LoopMismatch[] = []
  for (const chain of identicalChains(keys, same))
    if (chain.length > loops.maxIdentical && !chain.every(inCycle)) {
      const { call } = calls[chain[0]!]!
      found.push({
        kind: 'identical_calls',
        name: call.name,
        arguments: withoutKeys(call.arguments, loops.ignoreArguments),
        at: chain.map((index) => calls[index]!.at),
        count: chain.length,
        max: loops.maxIdentical,
      })
    }
  const mismatches: LoopMismatch[] = cycles.map((cycle) => cycle.mismatch)
  return [...mismatches, ...found].sort((a, b) => firstStep(a) - firstStep(b))
}

function firstStep(mismatch: LoopMismatch): number {
  return mismatch.kind === 'cycle' ? mismatch.from.step : mismatch.at[0]!.step
}

/** Tool name and canonical arguments, the ignored keys removed at any depth. */
function identityOf(call: RunCall, ignored: ReadonlySet<string>): string {
  return `${call.name}\u0000${stableStringify(withoutKeys(call.arguments, ignored))}`
}

/** Equal results and statuses; two calls without a result have equal results. */
function sameOutcome(a: RunCall, b: RunCall): boolean {
  if (a.status !== b.status) return false
  if (a.result === undefined || b.result === undefined) return a.result === b.result
  return jsonEqual(a.result, b.result)
}

/** A copy of `value` without the keys named in `ignored`, in objects at any depth. */
export function withoutKeys(value: JsonValue, ignored: ReadonlySet<string>): JsonValue {
  if (ignored.size === 0 || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, ignored))
  const out: { [key: string]: JsonValue } = {}
  for (const [key, inner] of Object.entries(value))
    if (!ignored.has(key)) out[key] = withoutKeys(inner, ignored)
  return out
}

/**
 * Chains of identical calls: each call starts a chain unless it repeats the latest call of a chain with its identity
 * (same result too); a changed result starts a new chain. Indexes in run order.
 */
function identicalChains(keys: readonly string[], same: (a: number, b: number) => boolean): number[][] {
  const chains: number[][] = []
  const latest = new Map<string, number[]>()
  keys.forEach((key, index) => {
    const chain = latest.get(key)
    if (chain !== undefined && same(chain.at(-1)!, index)) chain.push(index)
    else {
      const started = [index]
      chains.push(started)
      latest.set(key, started)
    }
  })
  return chains
}

interface FoundCycle {
  start: number
  end: number
  mismatch: Extract<LoopMismatch, { kind: 'cycle' }>
}

/**
 * Blocks of p calls (2 ≤ p ≤ maxPeriod, not all of one identity) repeated back to back at least `minRepeats` times,
 * read from the left: at each call the shortest period that repeats enough wins, and the search goes on after it.
 */
function findCycles(
  calls: readonly Placed[],
  keys: readonly string[],
  same: (a: number, b: number) => boolean,
  limits: { maxPeriod: number; minRepeats: number },
): FoundCycle[] {
  const found: FoundCycle[] = []
  let start = 0
  while (start < calls.length) {
    const cycle = cycleAt(start, calls, keys, same, limits)
    if (cycle === undefined) start++
    else {
      found.push(cycle)
      start = cycle.end
    }
  }
  return found
}

function cycleAt(
  start: number,
  calls: readonly Placed[],
  keys: readonly string[],
  same: (a: number, b: number) => boolean,
  limits: { maxPeriod: number; minRepeats: number },
): FoundCycle | undefined {
  for (let period = 2; period <= limits.maxPeriod; period++) {
    if (start + period * limits.minRepeats > calls.length) return undefined
    const block = keys.slice(start, start + period)
    if (block.every((key) => key === block[0])) continue
    let repeats = 1
    while (
      start + (repeats + 1) * period <= calls.length &&
      block.every((_, j) => same(start + (repeats - 1) * period + j, start + repeats * period + j))
    )
      repeats++
    if (repeats >= limits.minRepeats) {
      const end = start + repeats * period
      return {
        start,
        end,
        mismatch: {
          kind: 'cycle',
          names: block.map((_, j) => calls[start + j]!.call.name),
          repeats,
          from: calls[start]!.at,
          to: calls[end - 1]!.at,
        },
      }
    }
  }
  return undefined
}
