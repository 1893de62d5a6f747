/**
 * The keys of a run expectation that each make a check of the run, in the order their failures are reported: a run
 * expectation needs one of them. The language's one list: the JSON form's schema, the test that tells a run
 * expectation from a turn's, and the run checks (which add `tools`) all read it.
 */
export const RUN_CHECK_KEYS = [
  'steps',
  'calls',
  'never',
  'maxCalls',
  'maxSteps',
  'answer',
  'claims',
  'acknowledgeErrors',
  'loops',
] as const
