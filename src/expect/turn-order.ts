import type { CallOrder, TurnOrder } from './types.js'

/** A turn's order name as the engine's order, and whether it lets other calls through. */
export function orderOf(order: TurnOrder | undefined): { order: CallOrder; extraCalls?: 'allow' } {
  switch (order) {
    case 'parallel':
    case 'unordered':
      return { order: 'parallel' }
    case 'superset':
      return { order: 'parallel', extraCalls: 'allow' }
    case 'in-order':
      return { order: 'serial', extraCalls: 'allow' }
    default:
      return { order: 'serial' }
  }
}
