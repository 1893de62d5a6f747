import { isRule } from '../../expect/is-rule.js'
import { turnForms } from '../../expect/schema.js'
import type { Path } from '../../json/types.js'

/**
 * The part of an expectation a usage error belongs to: the turn (its form's keys), the call (name, arguments,
 * policies), the innermost rule on the error's path (its parameters), or a plain field (a key of the arguments).
 * In a run expectation: the run (its top-level keys), a step written as `{ calls, order }`, or a run call (name,
 * arguments, times, result, status…).
 */
export interface ProblemNode {
  readonly kind: 'turn' | 'call' | 'run' | 'step' | 'runCall' | 'rule' | 'field'
  /** Where the node is in the expectation. */
  readonly path: Path
  readonly value: unknown
}

type Plain = Record<string, unknown>

function isObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The item `index` of a list the compiler walks: `stale` may also be one call, which it reads as item 0. */
function itemOf(list: unknown, index: unknown, single: boolean): { value: unknown; steps: Path } | undefined {
  if (typeof index !== 'number') return undefined
  if (Array.isArray(list)) return index < list.length ? { value: list[index], steps: [index] } : undefined
  return single && index === 0 && isObject(list) ? { value: list, steps: [] } : undefined
}

/**
 * Follows the path of a usage error from the top of an expectation (as `compileTurn` walks it: turns, their calls
 * and plans, a call's arguments and stale arguments, then any depth of fields) to the nodes it may belong to,
 * innermost first: inside arguments, every object on the path that has the form of a rule (one of them may be a
 * rule's parameter that only looks like one), else the plain field; elsewhere, the call or turn where the walk
 * stopped.
 */
export function problemNodes(root: unknown, errorPath: Path, top: 'turn' | 'run' = 'turn'): ProblemNode[] {
  if (top === 'run') return runNodes(root, errorPath)
  let value = root
  let path: Path = []
  let at = 0
  let role: 'turn' | 'call' = 'turn'
  for (;;) {
    if (!isObject(value)) return [{ kind: role, path, value }]
    const step = errorPath[at]
    if (role === 'turn') {
      const form = turnForms.find((key) => Object.hasOwn(value as Plain, key))
      if (form === 'name') {
        role = 'call'
        continue
      }
      const walked = form === 'calls' || form === 'confirm' || form === 'plans'
      const list = walked && form === step ? value[form] : undefined
      const item = Array.isArray(list) ? itemOf(list, errorPath[at + 1], false) : undefined
      if (!walked || item === undefined) return [{ kind: 'turn', path, value }]
      role = form === 'plans' ? 'turn' : 'call'
      value = item.value
      path = [...path, form, ...item.steps]
      at += 2
      continue
    }
    if (step === 'arguments' && Object.hasOwn(value, 'arguments')) {
      return fieldNodes(value.arguments, [...path, 'arguments'], errorPath, at + 1)
    }
    if (step === 'stale' && errorPath[at + 2] === 'arguments') {
      const item = itemOf(value.stale, errorPath[at + 1], true)
      if (item !== undefined && isObject(item.value) && Object.hasOwn(item.value, 'arguments')) {
        const argumentsPath = [...path, 'stale', ...item.steps, 'arguments']
        return fieldNodes(item.value.arguments, argumentsPath, errorPath, at + 3)
      }
    }
    return [{ kind: 'call', path, value }]
  }
}

/** The lists of a run expectation the compiler walks, and what their items are. */
const RUN_LISTS: Readonly<Record<string, 'step' | 'runCall'>> = {
  steps: 'step',
  calls: 'runCall',
  never: 'runCall',
}
/** The keys of a run call that hold field expectations (a name may be a pattern rule). */
const RUN_CALL_FIELDS = new Set(['arguments', 'result', 'name'])

/**
 * `problemNodes` for a run expectation (as `compileRun` walks it): the run's `steps`, `calls` and `never`, a step's
 * `calls` (a step without `calls` is one call), then a call's arguments, result or name rule, and the run's answer,
 * at any depth of fields.
 */
function runNodes(root: unknown, errorPath: Path): ProblemNode[] {
  let value = root
  let path: Path = []
  let at = 0
  let role: 'run' | 'step' | 'runCall' = 'run'
  for (;;) {
    if (!isObject(value)) return [{ kind: role, path, value }]
    const step = errorPath[at]
    if (role === 'runCall') {
      const fields = typeof step === 'string' && RUN_CALL_FIELDS.has(step) && Object.hasOwn(value, step)
      if (fields && (step !== 'name' || isObject(value.name)))
        return fieldNodes(value[step], [...path, step], errorPath, at + 1)
      return [{ kind: 'runCall', path, value }]
    }
    if (role === 'step' && !Object.hasOwn(value, 'calls')) {
      role = 'runCall'
      continue
    }
    if (role === 'run' && step === 'answer' && Object.hasOwn(value, 'answer'))
      return fieldNodes(value.answer, ['answer'], errorPath, at + 1)
    const next: 'step' | 'runCall' | undefined =
      role === 'run' ? RUN_LISTS[step as string] : step === 'calls' ? 'runCall' : undefined
    const item =
      next !== undefined && typeof step === 'string' && Object.hasOwn(value, step)
        ? itemOf(value[step], errorPath[at + 1], false)
        : undefined
    if (next === undefined || item === undefined) return [{ kind: role, path, value }]
    role = next
    value = item.value
    path = [...path, step as string, ...item.steps]
    at += 2
  }
}

/** Inside arguments: the objects with a rule's form on the rest of the path (innermost first), or the field. */
function fieldNodes(start: unknown, startPath: Path, errorPath: Path, from: number): ProblemNode[] {
  let value = start
  let path = startPath
  const rules: ProblemNode[] = []
  for (let at = from; ; at++) {
    const step = errorPath[at]
    if (isRule(value)) {
      rules.unshift({ kind: 'rule', path, value })
      // The rule's name is part of the rule, whatever it holds.
      if (step === '$rule') break
    }
    if (step === undefined || typeof value !== 'object' || value === null || !Object.hasOwn(value, step))
      break
    value = (value as Record<string | number, unknown>)[step]
    path = [...path, step]
  }
  return rules.length > 0 ? rules : [{ kind: 'field', path: errorPath, value }]
}
