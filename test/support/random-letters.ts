/**
 * `length` letters `a` and `b` in an order that never repeats within any test's reach (a linear congruential
 * sequence from `seed`): an input on which no step of the regex matcher repeats, so its work bound is reached.
 */
export function randomLetters(length: number, seed = length): string {
  let state = seed
  return Array.from({ length }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    return state & 0x10000 ? 'a' : 'b'
  }).join('')
}
