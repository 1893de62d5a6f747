import type { z } from 'zod'
import { compileTurn } from '../../compile/compile-turn.js'
import { fromResultSchema, runCallSchema, runSchema, stepCallsSchema } from '../../expect/run-schema.js'
import {
  abstainSchema,
  callSchema,
  callsSchema,
  clarifySchema,
  confirmSchema,
  plansSchema,
  turnForms,
} from '../../expect/schema.js'
import { issueProblem } from '../../expect/validate.js'
import type { Path } from '../../json/types.js'
import { normalizeMatchOptions } from '../../match/options.js'
import { compileRun } from '../../match/run/compile-run.js'
import { rules } from '../../rules/index.js'
import { MatcherUsageError } from '../../usage-error.js'
import { type ProblemNode, problemNodes } from './problem-node.js'
import { REMOVE, replaceAt } from './replace-at.js'

/** One problem of an expectation: where, and what (the words of the usage error the matchers would throw). */
export interface ExpectationProblem {
  readonly path: Path
  readonly problem: string
}

/** Problems looked for per expectation; each one found costs one more compilation. */
export const PROBLEM_LIMIT = 100

/** A rule that accepts anything: what a broken rule is replaced by, so the rest of the expectation is checked. */
const NEUTRAL_RULE = { $rule: 'ignore' }

/** The schema of each turn form (built when first asked for: see `lazySchema`). */
const TURN_SCHEMAS: Readonly<Record<(typeof turnForms)[number], () => z.ZodType>> = {
  name: callSchema,
  calls: callsSchema,
  plans: plansSchema,
  abstain: abstainSchema,
  clarify: clarifySchema,
  confirm: confirmSchema,
}

/** The schemas of a run expectation's own nodes. */
const RUN_SCHEMAS = { run: runSchema, step: stepCallsSchema, runCall: runCallSchema } as const

/** What a broken node of each kind is replaced by: valid, accepting anything, asking nothing more. */
const NEUTRAL = {
  rule: NEUTRAL_RULE,
  call: { name: '*' },
  turn: { abstain: true },
  runCall: { name: '*', times: { min: 0 } },
  step: { calls: [{ name: '*', times: { min: 0 } }], order: 'superset' },
  run: { never: [] },
} as const

/** Which expectation a file holds: a turn's (`compileTurn`) or a run's (`compileRun`), as `score` tells them apart. */
export type ExpectationKind = 'turn' | 'run'

type Plain = Record<string, unknown>

/** The zod schema a node is validated with, and the words its issues get (a rule's name before them). */
function schemaOf(node: ProblemNode): { schema: z.ZodType; prefix: string } | undefined {
  const value = node.value as Plain
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  if (node.kind === 'call') return { schema: callSchema(), prefix: '' }
  if (node.kind === 'run' || node.kind === 'step' || node.kind === 'runCall')
    return { schema: RUN_SCHEMAS[node.kind](), prefix: '' }
  if (node.kind === 'turn') {
    const form = turnForms.find((key) => Object.hasOwn(value, key))
    return form === undefined ? undefined : { schema: TURN_SCHEMAS[form](), prefix: '' }
  }
  if (node.kind !== 'rule') return undefined
  const name = value.$rule
  if (name === 'fromResult') return { schema: fromResultSchema(), prefix: '' }
  if (typeof name !== 'string' || !Object.hasOwn(rules, name)) return undefined
  return { schema: rules[name as keyof typeof rules].params(), prefix: `${name}: ` }
}

/** The node as its schema sees it: the top-level `$schema` key of a file is not part of the expectation. */
function asValidated(node: ProblemNode): unknown {
  const value = node.value as Plain
  if (node.path.length > 0 || typeof value?.$schema !== 'string') return value
  const { $schema: _schema, ...rest } = value
  return rest
}

/** What a node's schema says: every issue, when the compiler's error is one of them (else the error alone). */
interface NodeIssues {
  found: ExpectationProblem[]
  /** The keys the issues are about. */
  keys: string[]
  /** Whether the compiler's error is one of the schema's issues: the error belongs to this node. */
  matched: boolean
}

function issuesAt(node: ProblemNode, error: MatcherUsageError): NodeIssues {
  const alone = { found: [{ path: error.path, problem: error.problem }], keys: [], matched: false }
  const validated = schemaOf(node)
  const parsed = validated?.schema.safeParse(asValidated(node))
  if (validated === undefined || parsed === undefined || parsed.success) return alone
  // Worded as the compiler words them: a rule's issues after its name, an expectation's as `validate` does.
  const found = parsed.error.issues.map((issue) =>
    validated.prefix === ''
      ? issueProblem(validated.schema, issue, node.path)
      : {
          path: [...node.path, ...(issue.path as (string | number)[])],
          problem: `${validated.prefix}${issue.message}`,
        },
  )
  const same = (item: ExpectationProblem) =>
    item.problem === error.problem && item.path.join('\u0000') === error.path.join('\u0000')
  if (!found.some(same)) return alone
  // The keys the issues are about (an unknown key's issue names them): without them the node may be valid.
  const keys = parsed.error.issues.flatMap((issue) =>
    issue.path.length > 0 ? [String(issue.path[0])] : 'keys' in issue ? (issue.keys as string[]) : [],
  )
  return { found, keys, matched: true }
}

/** What stands in for a node once its problems are listed: without the keys they are about, or a neutral node. */
function repairOf(node: ProblemNode, keys: readonly string[], error: MatcherUsageError): unknown {
  if (node.kind === 'field') return REMOVE
  // A file's `$schema` that is not a string: the expectation is checked without it.
  const schemaKey = node.path.length === 0 && error.path.length === 1 && error.path[0] === '$schema'
  if (schemaKey) return replaceAt(node.value, ['$schema'], REMOVE)
  const value = node.value as Plain
  // In `never`, a call has no count: a neutral entry there is a call of any name, forbidden at all.
  const neutral = node.kind === 'runCall' && node.path[0] === 'never' ? NEUTRAL.call : NEUTRAL[node.kind]
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return neutral
  const dropped = new Set(keys)
  const kept: Plain = {}
  for (const key of Object.keys(value)) {
    if (!dropped.has(key))
      Object.defineProperty(kept, key, { value: value[key], enumerable: true, writable: true })
  }
  if ((node.kind === 'call' || node.kind === 'runCall') && dropped.has('name')) kept.name = '*'
  // What is left must still be the same kind of node (its form, its rule) and valid.
  const left = { ...node, value: kept }
  const validated = schemaOf(left)
  const valid = validated?.schema.safeParse(asValidated(left)).success === true
  return dropped.size > 0 && valid ? kept : neutral
}

function usageErrorOf(expectation: unknown, kind: ExpectationKind): MatcherUsageError | undefined {
  try {
    if (kind === 'turn')
      compileTurn(expectation, { unicode: 'nfc', extraArguments: 'forbid', written: 'json' })
    else compileRun(expectation, { ...normalizeMatchOptions({}), written: 'json' })
    return undefined
  } catch (error) {
    if (error instanceof MatcherUsageError) return error
    throw error
  }
}

/**
 * Every problem of an expectation written in JSON (a turn's, or a run's with `kind: 'run'`), as the matchers and
 * `score` would find them one at a time: it is compiled; the node its usage error belongs to (see `problemNodes`)
 * gives all of its schema's issues at once (zod lists every one), and is then replaced by what is left valid of it
 * (or a neutral node: `{"$rule": "ignore"}`, `{"name": "*"}`, `{"abstain": true}`, a run call that may be absent,
 * a step that accepts any calls, a plain field removed), and the rest is compiled again, until it compiles, nothing
 * new is found, or `PROBLEM_LIMIT` problems are listed. The first problem is always the one the matchers report.
 * Empty when the expectation is valid.
 */
export function expectationProblems(
  expectation: unknown,
  kind: ExpectationKind = 'turn',
): ExpectationProblem[] {
  const problems: ExpectationProblem[] = []
  const seen = new Set<string>()
  let current = expectation
  while (problems.length < PROBLEM_LIMIT) {
    const error = usageErrorOf(current, kind)
    if (error === undefined) break
    // The node whose schema gives the compiler's error, else the innermost (a compile step of a rule, a field).
    const candidates = problemNodes(current, error.path, kind).map((node) => ({
      node,
      ...issuesAt(node, error),
    }))
    const { node, found, keys } = candidates.find((item) => item.matched) ?? candidates[0]!
    let added = 0
    for (const item of found) {
      const key = JSON.stringify([item.path, item.problem])
      if (seen.has(key) || problems.length >= PROBLEM_LIMIT) continue
      seen.add(key)
      problems.push(item)
      added++
    }
    if (added === 0) break
    current = replaceAt(current, node.path, repairOf(node, keys, error))
  }
  return problems
}
