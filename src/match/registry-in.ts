import type { CompiledTurn } from '../compile/compile-turn.js'
import type { ToolRegistry } from '../schema/types.js'

/** The tools an expectation's calls carry (built with a tool handle), if any. */
export function registryIn(expectation: CompiledTurn): ToolRegistry | undefined {
  switch (expectation.kind) {
    case 'calls':
      return expectation.calls.find((call) => call.registry !== undefined)?.registry
    case 'plans':
      for (const plan of expectation.plans) {
        const registry = registryIn(plan)
        if (registry !== undefined) return registry
      }
      return undefined
    // Stryker disable next-line ConditionalExpression: falling off the switch returns undefined as well
    default:
      return undefined
  }
}
