// Compile-time checks of the public types (run by `npm run typecheck`): every matcher takes the `trials` policy, and
// a malformed policy does not compile.
import { expect, expectTypeOf, test } from 'vitest'
import type { Trials, TrialsPolicy, TrialsVerdict } from '../../src/index.js'
import type { ToolCallMatchers } from '../../src/matchers/types.js'

declare const matchers: ToolCallMatchers<void>
const refund = { name: 'refund' }

/** Never called: it only has to compile. */
function compileOnly(): void {
  matchers.toMatchToolCall(refund, { trials: { passRate: 0.8 } })
  matchers.toAbstain({ trials: { errors: 'exclude' } })
  matchers.toClarify(undefined, { trials: { atLeast: 3, errors: 'fail' } })
  matchers.toHaveCalledTool('refund', 1, { trials: { passHatK: { k: 2, min: 0.5 } } })
  matchers.toHaveToolCallCount(2, { trials: { passAtK: { k: 2, min: 0.9 } }, extraArguments: 'allow' })
  // @ts-expect-error a rate is a number
  matchers.toMatchToolCall(refund, { trials: { passRate: '0.8' } })
  // @ts-expect-error pass^k needs its minimum
  matchers.toMatchToolCall(refund, { trials: { passHatK: { k: 2 } } })
  // @ts-expect-error errors are 'fail' or 'exclude'
  matchers.toMatchToolCall(refund, { trials: { errors: 'skip' } })
}

test('the verdict and the Trials are typed', () => {
  expectTypeOf<TrialsVerdict['wilson']>().toEqualTypeOf<readonly [number, number]>()
  expectTypeOf<TrialsVerdict['passRate']>().toEqualTypeOf<number | null>()
  expectTypeOf<Trials<string>['trials'][number]>().toHaveProperty('index')
  expectTypeOf<{ all: true }>().toExtend<TrialsPolicy>()
  expect(compileOnly).toBeTypeOf('function')
})
