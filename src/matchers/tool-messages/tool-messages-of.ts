import type { JsonValue } from '../../json/types.js'
import type { CallAt } from '../../match/run/types.js'
import type { Run } from '../../read/run/types.js'
import type { CallStatus } from '../../read/types.js'
import type { ToolMessageField, ToolMessageStatus } from './compile-tool-messages.js'

/** One tool message of a run: a call's result, with LangChain's field names, and where its call sits. */
export interface ReceivedToolMessage {
  readonly at: CallAt
  readonly fields: Readonly<Record<ToolMessageField, JsonValue | undefined>>
}

const STATUS: Record<CallStatus, ToolMessageStatus | undefined> = {
  ok: 'success',
  error: 'error',
  denied: 'denied',
  approval_requested: undefined,
}

/**
 * The tool messages of a run, in the order of their calls (step by step, then as the model listed them): one for
 * each call that has a result. A call left without one (awaiting approval, or the run ends on it) has no message.
 * A result no format marks as failed or refused is a success.
 */
export function toolMessagesOf(run: Run): ReceivedToolMessage[] {
  return run.steps.flatMap((step, stepIndex) =>
    step.calls.flatMap((call, callIndex) =>
      call.result === undefined
        ? []
        : [
            {
              at: { step: stepIndex, call: callIndex },
              fields: {
                content: call.result,
                tool_call_id: call.id,
                name: call.name,
                status: call.status === undefined ? 'success' : STATUS[call.status],
              },
            },
          ],
    ),
  )
}
