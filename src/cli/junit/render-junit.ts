import { describeSampleDifference } from '../../report/describe-sample-difference.js'
import type { GenerationFailureKind, Sample } from '../../score/types.js'
import { NO_CATEGORY, sampleLabel } from '../gates/sample-outcomes.js'
import { escapeXml } from './escape-xml.js'

/** Failures that happened before any comparison: the reason a sample failed, whatever was read. */
const GENERATION_FAILURES: ReadonlySet<string> = new Set<GenerationFailureKind>([
  'missing_prediction',
  'generation_failure',
  'truncated',
])

/**
 * The first difference of a failed sample in words (the message a CI server shows), or why there is none. A
 * generation failure comes first: what was read of a failed generation (often nothing) is not the reason.
 */
function firstDifference(sample: Sample): string {
  const words = describeSampleDifference(sample)
  if (sample.failure !== null && (words === undefined || GENERATION_FAILURES.has(sample.failure))) {
    return words === undefined ? `failed: ${sample.failure}` : `failed: ${sample.failure}; ${words}`
  }
  return words ?? 'failed'
}

/**
 * A run's samples as JUnit XML, the report format CI servers display: one `<testsuite>` per category (in sorted
 * order), one `<testcase>` per sample (its id as the name, `id (trial t)` for a sample of trials, in run order),
 * and a `<failure>` with the sample's first difference for each sample that did not pass (its failure kind as the
 * type).
 */
export function renderJunit(samples: readonly Sample[]): string {
  const byCategory = new Map<string, Sample[]>()
  for (const sample of samples) {
    const category = sample.category ?? NO_CATEGORY
    byCategory.set(category, [...(byCategory.get(category) ?? []), sample])
  }
  const failures = (list: readonly Sample[]) => list.filter((sample) => !sample.pass).length
  const suites = [...byCategory.keys()].sort().map((category) => {
    const list = byCategory.get(category)!
    const cases = list.map((sample) => {
      const name = sampleLabel(sample.id, (sample as { trial?: number }).trial)
      const open = `    <testcase classname="${escapeXml(category)}" name="${escapeXml(name)}"`
      if (sample.pass) return `${open}/>`
      const words = escapeXml(firstDifference(sample))
      const type = escapeXml(sample.failure ?? 'mismatch')
      return `${open}>\n      <failure message="${words}" type="${type}">${words}</failure>\n    </testcase>`
    })
    const counts = `tests="${list.length}" failures="${failures(list)}" errors="0" skipped="0"`
    return [`  <testsuite name="${escapeXml(category)}" ${counts}>`, ...cases, '  </testsuite>'].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="expect-tool-calls" tests="${samples.length}" failures="${failures(samples)}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n')
}
