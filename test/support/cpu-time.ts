/**
 * Runs `body` and returns what it returned with the milliseconds of CPU this process spent meanwhile. For tests that
 * must show something is fast (no catastrophic backtracking, no quadratic loop): wall-clock time stretches tenfold
 * when the machine is shared, CPU time does not, so the outcome does not depend on the load. Each test file runs in
 * a worker process of its own (the `forks` pool), so the count is this test's work (and its garbage collection).
 */
export function cpuTime<T>(body: () => T): { value: T; ms: number } {
  const before = process.cpuUsage()
  const value = body()
  const { user, system } = process.cpuUsage(before)
  return { value, ms: (user + system) / 1000 }
}
