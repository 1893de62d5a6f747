import type { Rule } from './types.js'

/** Where a rule that the test did not write came from: a tool's `compare`, or its schema (a declared default). */
export interface RuleOrigin {
  kind: 'tool' | 'schema'
  tool: string
  version?: string
}

/**
 * A rule put in place of a test's plain value by a tool definition. It compiles like the rule it holds, and every
 * mismatch it raises carries its origin, so a message can say which rule applied and where it came from. It is not
 * part of the JSON language: a test never writes one.
 */
export class DerivedRule {
  constructor(
    readonly rule: Rule,
    readonly origin: RuleOrigin,
  ) {}
}
