import * as vitest from 'vitest'
import type { RecordedTask } from './record-verdict.js'

/** The runner's `getCurrentTest`: a static of `TestRunner` since Vitest 4.1, which deprecates `vitest/suite`'s. */
type GetCurrentTest = () => unknown

const runner: { getCurrentTest?: GetCurrentTest } | undefined = Reflect.get(vitest, 'TestRunner')

/**
 * `getCurrentTest` where this Vitest has it without a deprecation warning: `TestRunner.getCurrentTest` (4.1 and
 * later), else `vitest/suite`'s (3.2, 4.0), loaded only then.
 */
const getCurrentTest: GetCurrentTest =
  typeof runner?.getCurrentTest === 'function'
    ? runner.getCurrentTest.bind(runner)
    : (await import('vitest/suite')).getCurrentTest

/** The test Vitest's runner is running now, if any (what a matcher of Vitest 3.2, given no task, records into). */
export function currentTest(): RecordedTask | undefined {
  return (getCurrentTest() as RecordedTask | null | undefined) ?? undefined
}
