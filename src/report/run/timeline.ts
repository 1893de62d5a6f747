import { stableStringify } from '../../json/stable-stringify.js'
import type { Run } from '../../read/run/types.js'
import { shortenText } from '../shorten.js'

const ARGUMENTS = 60
const RESULT = 40
const STEPS = 12

/**
 * The run in a few lines: one per step, its calls with short arguments and abridged results (`✗` marks a failed
 * call, `…` a long value), then the answer.
 */
export function timeline(run: Run, mark?: number): string {
  const lines = run.steps.slice(0, STEPS).map((step, index) => {
    const calls = step.calls.map((call) => {
      const args = shortenText(stableStringify(call.arguments), ARGUMENTS)
      const result =
        call.result === undefined
          ? call.status === undefined
            ? ''
            : ` → (${call.status})`
          : ` → ${call.status === 'error' ? '✗ ' : ''}${shortenText(stableStringify(call.result), RESULT)}`
      return `${call.name}(${args})${result}`
    })
    return `${index === mark ? '>' : ' '} ${index}. ${calls.join('; ')}`
  })
  if (run.steps.length > STEPS) lines.push(`  … ${run.steps.length - STEPS} more steps`)
  if (run.answer !== undefined) lines.push(`  answer: ${shortenText(JSON.stringify(run.answer), ARGUMENTS)}`)
  if (run.steps.length === 0 && run.answer === undefined) lines.push('  (no step)')
  return lines.join('\n')
}
