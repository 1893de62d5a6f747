import { describeViolation } from './describe-violation.js'
import type { Violation } from './violation.js'

/** How many violations are listed; the rest are counted. */
export const VIOLATION_CAP = 50

/** Collects violations in the order they are found: all are counted, the first `cap` are kept. */
export class ViolationList {
  readonly listed: Violation[] = []
  count = 0

  constructor(readonly cap: number = VIOLATION_CAP) {}

  /** Records one violation. */
  add(violation: Violation): void {
    this.count++
    if (this.listed.length < this.cap) this.listed.push(violation)
  }

  /** Records another list's violations after these, as if each had been added here in turn (lists of one cap). */
  append(other: ViolationList): void {
    for (const violation of other.listed) this.add(violation)
    this.count += other.count - other.listed.length
  }

  /**
   * The listed violations in words, one per line, grouped by file (in the order the files were first named) and
   * by line, then how many more there were.
   */
  describe(): string {
    const files = [...new Set(this.listed.map((violation) => violation.file))]
    const order = (violation: Violation) => [files.indexOf(violation.file), violation.line ?? 0] as const
    const sorted = [...this.listed].sort((a, b) => {
      const [fileA, lineA] = order(a)
      const [fileB, lineB] = order(b)
      return fileA - fileB || lineA - lineB
    })
    const lines = sorted.map(describeViolation)
    if (this.count > this.listed.length) {
      lines.push(`… and ${this.count - this.listed.length} more (${this.count} in all)`)
    }
    return `${lines.join('\n')}\n`
  }
}
