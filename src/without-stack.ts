/**
 * Builds an error with V8's stack capture turned off. For errors that only carry a failure out of a deep recursion
 * to the one place that catches them (nothing ever prints their stack): capturing one costs microseconds, more than
 * the reading they interrupt. `Error.stackTraceLimit` is put back as it was, and left alone where it cannot be
 * changed (frozen intrinsics).
 */
export function withoutStack<Thrown>(make: () => Thrown): Thrown {
  const limit = Error.stackTraceLimit
  try {
    Error.stackTraceLimit = 0
  } catch {
    return make()
  }
  try {
    return make()
  } finally {
    Error.stackTraceLimit = limit
  }
}
