import { TOOLS, type ToolRegistry } from './types.js'

/** The registry behind a tool set made by `defineTools` (or `undefined` for anything else). */
export function registryOf(value: unknown): ToolRegistry | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const registry = (value as { [TOOLS]?: ToolRegistry })[TOOLS]
  return registry !== undefined && registry.tools instanceof Map ? registry : undefined
}
