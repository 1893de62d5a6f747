// A test file that asserts on whole runs only, under the setup entry and the reporter, as a user runs it: every run
// assertion is graded (the run axes beside the call axes, the calls of its runs per tool), `.not` ones are not.
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, test } from 'vitest'
import { CHILD_RUN_TIMEOUT, type ChildRun, runVitest, summaryOf } from './run-vitest.js'

const fixture = fileURLToPath(new URL('./fixtures/runs', import.meta.url))

let run: ChildRun

beforeAll(async () => {
  run = await runVitest(['run', '--root', fixture])
}, CHILD_RUN_TIMEOUT)

test('the run assertions are graded: their count, the run axes, the tools their runs called', () => {
  // One test fails on purpose.
  expect(run.code).toBe(1)
  expect(summaryOf(run.stdout)).toMatchInlineSnapshot(`
    " Tool calls  7 graded assertions in 4 tests, 5 passed (71.4%) · profile default · expect-tool-calls-score-v3

       axis               mean  over
       call precision    75.0%     6
       call recall       83.3%     6
       call F1           77.8%     6
       never respected  100.0%     1
       efficiency        78.6%     7
       loop free        100.0%     1
       total             78.6%     7

       failures: mismatch 2

       tool          calls    name  arguments
       *                 2  100.0%          —
       get_order         3  100.0%          —
       refund_order      5  100.0%      66.7%

       category  assertions  passed  name  arguments  call F1
       refunds            1    0.0%     —          —     0.0%
       support            6   83.3%     —          —    93.3%"
  `)
})
