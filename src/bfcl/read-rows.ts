import type { z } from 'zod'
import type { Path } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'
import { lazySchema, type ZodNamespace } from '../zod.js'
import type { BfclAcceptable, BfclAnswer, BfclQuestion } from './types.js'

const parameterSchema = (z: ZodNamespace) =>
  z.looseObject({ type: z.string({ error: 'a parameter needs a type name' }) })

const questionSchema = lazySchema((z) =>
  z.looseObject({
    id: z.string({ error: 'a BFCL row needs an id' }),
    function: z.array(
      z.looseObject({
        name: z.string().min(1, 'a function needs a name'),
        description: z.string().optional(),
        parameters: z.looseObject({
          type: z.literal('dict', { error: 'BFCL parameters are {"type": "dict", …}' }),
          properties: z.record(z.string(), parameterSchema(z)),
          required: z.array(z.string()).optional(),
        }),
      }),
      { error: 'function must be a list of BFCL function docs' },
    ),
  }),
)

const answerSchema = lazySchema((z) =>
  z.looseObject({
    id: z.string({ error: 'a BFCL row needs an id' }),
    ground_truth: z.array(
      z
        .record(
          z.string(),
          z.record(z.string(), z.array(z.unknown(), { error: 'acceptable values are a list' })),
        )
        .refine(
          (call) => Object.keys(call).length === 1,
          'each call is {function_name: {parameter: [values…]}}',
        ),
      { error: 'ground_truth must be a list of calls' },
    ),
  }),
)

/** One expected call of a BFCL answer: the function name, its acceptable values, and where it sits in the row. */
export interface AnswerCall {
  readonly name: string
  readonly acceptable: BfclAcceptable
  readonly path: Path
}

function validate(schema: z.ZodType, value: unknown, path: Path): void {
  const parsed = schema.safeParse(value)
  if (parsed.success) return
  const issue = parsed.error.issues[0]!
  throw new MatcherUsageError([...path, ...(issue.path as (string | number)[])], issue.message)
}

/** Checks the shape of a BFCL question row (`{id, function: [docs…]}`); throws a `MatcherUsageError` naming the path. */
export function readQuestion(question: BfclQuestion): void {
  validate(questionSchema(), question, ['question'])
}

/**
 * The expected calls of a BFCL answer row, in order, after checking its shape and that its id is the question's;
 * throws a `MatcherUsageError` naming the path.
 */
export function readAnswer(answer: BfclAnswer | undefined, id: string): AnswerCall[] {
  if (answer === undefined) throw new MatcherUsageError(['answer'], `entry ${id} needs its possible answer`)
  validate(answerSchema(), answer, ['answer'])
  if (answer.id !== id)
    throw new MatcherUsageError(['answer', 'id'], `the answer is for ${answer.id}, the question is ${id}`)
  return answer.ground_truth.map((call, index) => {
    const name = Object.keys(call)[0]!
    return { name, acceptable: call[name]!, path: ['answer', 'ground_truth', index, name] }
  })
}
