// After `vitest run --config reporter.config.ts` with GITHUB_STEP_SUMMARY=step-summary.md: the reporter saw every
// graded assertion of reporter/graded.check.ts (5 samples, 3 passing) and wrote them to both files.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'

const { metrics } = JSON.parse(readFileSync('reports/aggregate.json', 'utf8'))
assert.equal(metrics.summary.samples, 5, 'samples in aggregate.json')
assert.equal(metrics.summary.passes, 3, 'passing samples in aggregate.json')
assert.deepEqual(
  Object.fromEntries(
    Object.entries(metrics.categories).map(([name, group]) => [name, [group.samples, group.passes]]),
  ),
  { chat: [2, 1], weather: [3, 2] },
  'samples and passes per category',
)
const summary = readFileSync('step-summary.md', 'utf8')
assert.match(summary, /\*\*3 of 5 samples passed \(60\.0 %\)\*\*/)
assert.match(
  summary,
  /^\| weather > \[weather\] Rome for Lyon \| 0\.500 \| value at calls\[0\]\.arguments\.city \|$/m,
)
assert.match(summary, /^\| \[chat\] no call \| /m)
console.log('reporter: 5 samples recorded, 3 passing; aggregate.json and the step summary agree')
