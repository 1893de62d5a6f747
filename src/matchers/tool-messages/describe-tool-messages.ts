import { stableStringify } from '../../json/stable-stringify.js'
import type { JsonValue } from '../../json/types.js'
import { boundView } from '../../report/bound-view.js'
import { describeMismatch } from '../../report/describe-mismatch.js'
import { describeReadFailure } from '../../report/describe-read-failure.js'
import { jestDiff } from '../../report/jest-diff.js'
import { expectedValueView } from '../../report/run/run-call-view.js'
import { andMore, shortenText } from '../../report/shorten.js'
import { renderView, ViewObject } from '../../report/view.js'
import type { ToolMessagesVerdict } from './match-tool-messages.js'
import type { ReceivedToolMessage } from './tool-messages-of.js'

/** Differing tool messages described before the rest are counted. */
const LISTED_DIFFERENCES = 5
/** Tool messages listed under "Tool messages:" before the rest are counted. */
const LISTED_MESSAGES = 20
const CONTENT = 60

type Read = Extract<ToolMessagesVerdict, { run: unknown }>

/**
 * A failing verdict in words: the read failure; or the count when it differs, then each differing tool message
 * (its index, tool and call id) with the first differing paths; then the run's tool messages, the first differing
 * one marked, and the diff of its fields.
 */
export function describeToolMessagesFailure(verdict: ToolMessagesVerdict): string {
  if (!('run' in verdict))
    return describeReadFailure(verdict.failure).replace(
      'could not read the tool calls',
      'could not read the run',
    )
  const lines: string[] = []
  if (verdict.expected.length !== verdict.received.length)
    lines.push(
      `expected ${count(verdict.expected.length)}, received ${verdict.received.length} (one for each call with a result)`,
    )
  for (const difference of verdict.differences.slice(0, LISTED_DIFFERENCES)) {
    const message = verdict.received[difference.index]!
    const mismatches = difference.mismatches.map((mismatch) =>
      describeMismatch(mismatch, { singleCall: false }),
    )
    lines.push(`${messageWords(difference.index, message)}: ${mismatches.join('; ')}`)
    if (parsedContentDiffers(verdict, difference.index))
      lines.push(
        "  (content is the tool's result as read: its JSON text was parsed, so expect the value, e.g. field.subset({ … }))",
      )
  }
  if (verdict.differences.length > LISTED_DIFFERENCES)
    lines.push(andMore(verdict.differences.length - LISTED_DIFFERENCES))
  const first = verdict.differences[0]
  const mark =
    first?.index ?? (verdict.expected.length < verdict.received.length ? verdict.expected.length : undefined)
  const parts = [lines.join('\n'), `Tool messages:\n${listing(verdict.received, mark)}`]
  if (first !== undefined) {
    const diff = diffOf(verdict, first.index)
    if (diff !== undefined) parts.push(diff)
  }
  return parts.join('\n\n')
}

/** What a `.not` failure says matched. */
export function describeToolMessagesPass(verdict: ToolMessagesVerdict): string {
  if (!('run' in verdict)) return 'the run could not be read'
  if (verdict.received.length === 0) return 'the run has no tool message'
  const names = verdict.received
    .slice(0, LISTED_MESSAGES)
    .map((message, index) => messageWords(index, message).replace(/^tool message \d+ /, ''))
  if (verdict.received.length > LISTED_MESSAGES)
    names.push(andMore(verdict.received.length - LISTED_MESSAGES))
  return `the run's ${count(verdict.received.length)} matched: ${names.join(', ')}`
}

function count(n: number): string {
  return `${n} tool message${n === 1 ? '' : 's'}`
}

/** `tool message 1 (refund_order, call_gQ2)`: the index, the tool, the call id (or that the format gives none). */
function messageWords(index: number, message: ReceivedToolMessage): string {
  const id = message.fields.tool_call_id
  return `tool message ${index} (${message.fields.name}, ${id === undefined ? 'no call id' : id})`
}

/** One line per tool message: index, tool, call id, abridged content (`✗` when the tool failed), `>` marking one. */
function listing(messages: readonly ReceivedToolMessage[], mark: number | undefined): string {
  if (messages.length === 0) return '  (none: no call of the run has a result)'
  const lines = messages.slice(0, LISTED_MESSAGES).map((message, index) => {
    const { content, status, tool_call_id: id, name } = message.fields
    const failed = status === 'error' ? '✗ ' : status === 'denied' ? '(denied) ' : ''
    const shown = shortenText(stableStringify(content as JsonValue), CONTENT)
    const where = `steps[${message.at.step}].calls[${message.at.call}]`
    return `${index === mark ? '>' : ' '} ${index}. ${name} (${id ?? 'no call id'}, ${where}) → ${failed}${shown}`
  })
  if (messages.length > LISTED_MESSAGES) lines.push(`  ${andMore(messages.length - LISTED_MESSAGES)}`)
  return lines.join('\n')
}

/**
 * True when the content was expected as text (a string rule, an asymmetric matcher such as `stringContaining`) and
 * the tool's text was JSON, read as its value: a hint then says to expect the value.
 */
function parsedContentDiffers(verdict: Read, index: number): boolean {
  if (typeof verdict.received[index]!.fields.content === 'string') return false
  const failed = verdict.differences.find((difference) => difference.index === index)
  return (failed?.mismatches ?? []).some(
    (mismatch) =>
      mismatch.path.length === 1 &&
      mismatch.path[0] === 'content' &&
      ((mismatch.kind === 'type' && mismatch.expectedType === 'string') || mismatch.rule === 'asymmetric'),
  )
}

/** The diff of one tool message: the fields the expectation gives, rules as placeholders where they failed. */
function diffOf(verdict: Read, index: number): string | undefined {
  const expected = verdict.expected[index]!.source
  const fields = verdict.received[index]!.fields
  const received: Record<string, JsonValue> = {}
  for (const key of Object.keys(expected) as (keyof typeof fields)[]) {
    const value = fields[key]
    if (value !== undefined) received[key] = value
  }
  const mismatches = verdict.differences.find((difference) => difference.index === index)?.mismatches ?? []
  const expectedView = expectedValueView(expected, received, [], mismatches)
  const receivedView = new ViewObject(Object.entries(received))
  const expectedText = renderView(boundView(expectedView, receivedView))
  const receivedText = renderView(boundView(receivedView, expectedView))
  return jestDiff().diffLinesUnified(expectedText, receivedText, { expand: true })
}
