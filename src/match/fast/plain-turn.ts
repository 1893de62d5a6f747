import type { CompiledTurn } from '../../compile/compile-turn.js'
import { isPlainNode } from './plain-node.js'

/**
 * Largest expected × received turn the fast route decides: `callsPass` decides these by `callPasses` alone (above,
 * `matchCalls` pairs by canonical keys, which need the canonical form).
 */
const PLAIN_CELLS = 4096

/** Per compiled turn: the most calls any of its call lists expects, or -1 when the turn is not plain. */
const widest = new WeakMap<CompiledTurn, number>()

/**
 * Whether a compiled turn can be decided on received calls as they are (see `readPlainCalls`), for a turn of
 * `received` calls: every call list in it (plans included) is single or parallel, small enough to be decided by
 * `callPasses`, and expects only plain nodes (`isPlainNode`). A serial list is aligned by `matchCalls`, whose order
 * search the full route owns.
 */
export function isPlainTurn(turn: CompiledTurn, received: number): boolean {
  let calls = widest.get(turn)
  if (calls === undefined) {
    calls = widestCalls(turn)
    widest.set(turn, calls)
  }
  return calls >= 0 && calls * received <= PLAIN_CELLS
}

function widestCalls(turn: CompiledTurn): number {
  switch (turn.kind) {
    case 'calls':
      if (turn.order === 'serial') return -1
      return turn.calls.every((call) => call.arguments === undefined || isPlainNode(call.arguments))
        ? turn.calls.length
        : -1
    case 'plans': {
      let most = 0
      for (const plan of turn.plans) {
        const calls = widestCalls(plan)
        if (calls < 0) return -1
        most = Math.max(most, calls)
      }
      return most
    }
    case 'abstain':
    case 'clarify':
      return 0
  }
}
