import { guardReading } from '../expect/guard-reading.js'
import type { RunCallExpectation, Times } from '../expect/run-types.js'
import { registryOf } from '../schema/registry-of.js'
import { TOOLS } from '../schema/types.js'
import { MatcherUsageError } from '../usage-error.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeRunCalls, runRunMatcher } from './run-run-matcher.js'

/**
 * Passes when some step of the run called `tool` (a name, or a call expectation with arguments), `times` times
 * when given (a number or `{ min, max }`, as the argument or in the call expectation, not both); other calls are
 * allowed. The arguments listed are "at least these" (a
 * call with one more argument counts) unless the call expectation says `extraArguments: 'forbid'`, so
 * `.not.toHaveCalledTool({ name: 'transfer', arguments: { to: 'attacker' } })` fails after any transfer to them.
 */
export function toHaveCalledTool(
  this: MatcherContextLike,
  received: unknown,
  tool: string | RunCallExpectation,
  times?: Times,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  const call = counted(typeof tool === 'string' ? { name: tool } : tool, times)
  return runRunMatcher(this, received, {
    name: 'toHaveCalledTool',
    expectation: { calls: [call], order: 'superset' },
    options,
    expectedLabel: times === undefined ? 'tool' : 'tool, times',
    notWords: (verdict) => describeRunCalls(verdict),
  })
}

/**
 * The call with its count — its own `times`, or the argument's, or at least once — and its arguments' policy; a tool
 * handle's tools stay with it. `times` given both ways is a usage error: one would silently win.
 */
function counted(tool: RunCallExpectation, times: Times | undefined): unknown {
  // Anything else is the run expectation's to refuse, with its words.
  if (typeof tool !== 'object' || tool === null) return tool
  return guardReading(tool, [], () => {
    if (tool.times !== undefined && times !== undefined)
      throw new MatcherUsageError(
        ['times'],
        'times is given twice, in the call expectation and as the second argument: give it once',
      )
    const call = {
      ...tool,
      extraArguments: tool.extraArguments ?? 'allow',
      times: tool.times ?? times ?? { min: 1 },
    }
    const registry = registryOf(tool)
    if (registry !== undefined) Object.defineProperty(call, TOOLS, { value: registry, enumerable: false })
    return call
  })
}
