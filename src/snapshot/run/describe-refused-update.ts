import type { JsonObject } from '../../json/types.js'
import type { CallAt } from '../../match/run/types.js'
import { formatPath } from '../../path.js'
import { describeCall } from '../../report/describe-mismatch.js'
import { callPath } from '../../report/run/describe-call-mismatch.js'

/**
 * Why a run snapshot is not updated: each `never` entry the run breaks, by its path in the snapshot, and the calls
 * that break it. `-u` keeps every `never` entry; the person decides whether the call is now allowed.
 */
export function describeRefusedUpdate(
  template: JsonObject,
  broken: readonly { index: number; at: CallAt }[],
): string {
  const entries = template.never as readonly unknown[]
  const byEntry = new Map<number, CallAt[]>()
  for (const { index, at } of broken) byEntry.set(index, [...(byEntry.get(index) ?? []), at])
  const lines = [...byEntry].map(
    ([index, calls]) =>
      `  ${formatPath(['never', index])} ${describeCall(entries[index])}: called at ${calls.map(callPath).join(', ')}`,
  )
  return [
    'The snapshot was not updated: the run makes a call its never entries forbid, and an update never drops one.',
    ...lines,
    'If the call is now allowed, remove the entry from the snapshot by hand; otherwise fix the agent.',
  ].join('\n')
}
