import { binomialRatio } from './binomial-ratio.js'
import { checkCounts, checkK } from './check-counts.js'

/**
 * pass^k: the chance that k trials drawn without replacement from n, of which c passed, all pass — C(c,k) / C(n,k),
 * tau-bench's unbiased estimator (passHatK(5, 3, 2) = 0.3, not the plug-in (3/5)² = 0.36). Usage error on
 * non-integers, c > n, k < 1 or k > n.
 */
export function passHatK(n: number, c: number, k: number): number {
  checkCounts(n, c)
  checkK(k, n)
  return binomialRatio(c, n, k)
}

/**
 * pass@k: the chance that at least one of k trials drawn without replacement passes — 1 − C(n−c,k) / C(n,k), and 1
 * when n − c < k. Usage error on non-integers, c > n, k < 1 or k > n.
 */
export function passAtK(n: number, c: number, k: number): number {
  checkCounts(n, c)
  checkK(k, n)
  return 1 - binomialRatio(n - c, n, k)
}

/** The z of a two-sided 95 % interval. */
export const WILSON_Z = 1.959964

/**
 * The 95 % Wilson score interval of the pass rate c / n (z = 1.959964, no continuity correction), as [low, high];
 * [0, 1] when n = 0. The bounds are exact at the ends (low 0 when c = 0, high 1 when c = n). Usage error on
 * non-integers or c > n.
 */
export function wilsonInterval(c: number, n: number): readonly [number, number] {
  checkCounts(n, c)
  if (n === 0) return [0, 1]
  const p = c / n
  const z2 = WILSON_Z * WILSON_Z
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (WILSON_Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator
  const low = c === 0 ? 0 : Math.min(p, Math.max(0, centre - half))
  const high = c === n ? 1 : Math.max(p, Math.min(1, centre + half))
  return [low, high]
}
