/**
 * The steps of publishing a run, in order; a test hook (`CliIo.publishHook`) is called at each, so that a test can
 * stop or kill a real process between two of them:
 * - `staged`: every file is written and synced in the run directory; nothing is published yet;
 * - `linked`: (`--force` over a run) the new link exists beside the output, not yet renamed over it;
 * - `moved_aside`: (`--force` over a plain directory) the old directory was moved aside; the output is absent;
 * - `switched`: the output names the new run; the previous one is not removed yet.
 */
export type PublishStep = 'staged' | 'linked' | 'moved_aside' | 'switched'

/** Called at each publishing step; may wait (a test pauses the process there). */
export type PublishHook = (step: PublishStep) => void | Promise<void>
