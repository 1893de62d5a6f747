import type { CallExpectation, TurnExpectation } from '../expect/types.js'
import type { MatchOptions } from '../match/options.js'
import { MatcherUsageError } from '../usage-error.js'
import { bfclCategory, bfclCheck } from './bfcl-category.js'
import { bfclTools, type DocWithAnswers } from './bfcl-tools.js'
import { expectedValue } from './expected-value.js'
import { type AnswerCall, readAnswer, readQuestion } from './read-rows.js'
import type {
  BfclAnswer,
  BfclFunctionDoc,
  BfclImport,
  BfclProfileName,
  BfclQuestion,
  FromBfclOptions,
} from './types.js'

/** Freezes an expectation and everything in it: a frozen expectation is compiled once however often it is matched. */
function freezeDeep<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null) return value
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key])
  return Object.freeze(value)
}

function profileOf(options: FromBfclOptions): BfclProfileName {
  const profile = options.profile ?? 'bfcl'
  if (profile !== 'bfcl' && profile !== 'default')
    throw new MatcherUsageError(['options', 'profile'], 'profile must be "bfcl" or "default"')
  return profile
}

function expectedCall(
  call: AnswerCall,
  doc: BfclFunctionDoc | undefined,
  profile: BfclProfileName,
  rename: (name: string) => string,
): CallExpectation {
  const properties = doc?.parameters.properties
  const args = Object.keys(call.acceptable).map((name) => {
    const parameter =
      properties !== undefined && Object.hasOwn(properties, name) ? properties[name] : undefined
    return [name, expectedValue(call.acceptable[name]!, parameter, profile, [...call.path, name])] as const
  })
  return { name: rename(doc?.name ?? call.name), arguments: Object.fromEntries(args) }
}

/**
 * Builds a BFCL entry as an expectation in this library's own language, with its tools and match options:
 * `match(received, expectation, options)` then decides as BFCL's AST checker does (profile `bfcl`, the default),
 * or as the default engine does with plain exact values (profile `default`). `received` is BFCL's decoded output
 * (`[{func_name: {param: value}}]`), any other shape `readCalls` knows, or raw text.
 *
 * The category comes from the id as BFCL reads it, or from `options.category`:
 * - simple and multiple: one call (`{ name, arguments }`); simple calls the first function, as BFCL's checker does;
 * - parallel categories: `{ calls, order: 'parallel' }`, paired by maximum matching (BFCL pairs greedily, in answer
 *   order, and so rejects some valid orderings);
 * - irrelevance: `{ abstain: true }`; relevance: any call (`{ name: '*' }`, `extraCalls: 'allow'`, no tools and
 *   `validation: 'none'`: BFCL counts any decoded call as right there, to a function not in the docs or without its
 *   required arguments included, so no tools configured elsewhere validate it either).
 * Each parameter's acceptable values become `field.oneOf(...)` (one value stays as it is), `""` among them makes it
 * `field.optional(...)`, strings become `field.bfclString(...)`; see `expectedValue`. Types, required parameters
 * and undeclared ones are the tools' job (`checkedSchema`).
 *
 * Number lexemes are not kept: JSON.parse reads `5.0` as `5`, and so does every reader here. BFCL rejects `5.0`
 * for an `integer` (and `1` inside a `float` list) because Python keeps the lexeme's type; this library compares
 * JSON numbers as numbers, so such outputs pass (the `float_for_int` rows of the agreement test).
 *
 * The expectation and the options come back frozen (deeply), so that matching a whole batch with them compiles each
 * entry once; copy them to change them.
 *
 * Throws a `MatcherUsageError` naming the path for a malformed row, an unsupported category, or an answer that lists
 * no acceptable value for a parameter (no output could pass).
 */
export function fromBfcl(
  question: BfclQuestion,
  answer?: BfclAnswer,
  options: FromBfclOptions = {},
): BfclImport {
  const profile = profileOf(options)
  const rename =
    options.underscoreNames === true ? (name: string) => name.replaceAll('.', '_') : (name: string) => name
  readQuestion(question)
  const category = options.category ?? bfclCategory(question.id)
  const check = bfclCheck(category)
  const docs = question.function
  const calls = check === 'irrelevance' || check === 'relevance' ? [] : readAnswer(answer, question.id)
  if ((check === 'simple' || check === 'multiple') && calls.length !== 1)
    throw new MatcherUsageError(['answer', 'ground_truth'], `a ${category} answer has exactly one call`)
  if (check === 'simple' && docs.length === 0)
    throw new MatcherUsageError(['question', 'function'], 'a simple entry needs its function doc')
  const docOf = (call: AnswerCall) =>
    check === 'simple' ? docs[0] : docs.find((doc) => doc.name === call.name)
  const functions: DocWithAnswers[] = docs.map((doc) => ({
    doc,
    answers: calls.filter((call) => docOf(call) === doc).map((call) => call.acceptable),
  }))
  const tools = bfclTools(functions, profile, rename)
  const expected = calls.map((call) => expectedCall(call, docOf(call), profile, rename))
  let expectation: TurnExpectation
  // BFCL's prompting models write calls in Python syntax.
  let matchOptions: MatchOptions = { profile, tools, syntax: 'python' }
  if (check === 'irrelevance') expectation = { abstain: true }
  else if (check === 'relevance') {
    expectation = { name: '*' }
    // Not validated, even against tools given with `configure` or alongside: any decoded call is right here.
    matchOptions = { profile, extraCalls: 'allow', validation: 'none', syntax: 'python' }
  } else expectation = check === 'parallel' ? { calls: expected, order: 'parallel' } : expected[0]!
  // Frozen, so that `match(received, expectation, options)` over a whole batch compiles and normalises once.
  return { category, tools, expectation: freezeDeep(expectation), options: Object.freeze(matchOptions) }
}
