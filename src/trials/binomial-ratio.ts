/**
 * C(a, k) / C(b, k) for 0 ≤ a ≤ b and k ≤ b, as the product of the k ratios (a − i) / (b − i): no factorial, so no
 * overflow for any n. 0 when a < k.
 */
export function binomialRatio(a: number, b: number, k: number): number {
  if (a < k) return 0
  let ratio = 1
  for (let i = 0; i < k; i++) ratio *= (a - i) / (b - i)
  return ratio
}
