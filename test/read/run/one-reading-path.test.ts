import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { arrayItems, field, isRecord } from '../../../src/read/field.js'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/read-run.js'
import { detectStream } from '../../../src/read/stream/detect-stream.js'
import type { Call, ReadResult } from '../../../src/read/types.js'

/**
 * One reading path: a run reader only splits a conversation into model turns and results, and each model turn is
 * read by the reader that reads it alone. So a model message (or response) put into a conversation after a user
 * message reads, for that turn, exactly the calls, or the read failure, that `readCalls` reads from it alone; and
 * every model turn of every conversation fixture reads as it reads alone.
 */

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url))
const REAL = fileURLToPath(new URL('../../../../shared/real-fixtures/', import.meta.url))

function jsonFiles(root: string): string[] {
  if (!existsSync(root)) return []
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name)
    if (statSync(path).isDirectory()) return jsonFiles(path)
    return name.endsWith('.json') ? [path] : []
  })
}

/** A model turn as a conversation holds it, and a user message of the same format to put before it. */
interface InConversation {
  user: object
  /** The model's part: one message, or several items (Responses output items). */
  model: readonly unknown[]
}

const chatUser = { role: 'user', content: 'Hi' }

/** The model message a single response stands for in a conversation of its format; `undefined` for other values. */
function inConversation(value: unknown, format: string): InConversation | undefined {
  if (!isRecord(value)) return undefined
  const choices = arrayItems(field(value, 'choices', []), ['choices'])
  if (format === 'openai-chat' && choices !== undefined) {
    const message =
      choices.length === 1 && isRecord(choices[0]) ? field(choices[0], 'message', []) : undefined
    return isRecord(message) ? { user: chatUser, model: [message] } : undefined
  }
  if (format === 'openai-chat' || format === 'ollama' || format === 'cohere')
    return field(value, 'role', []) === 'assistant' ? { user: chatUser, model: [value] } : undefined
  if (format === 'anthropic' && field(value, 'role', []) === 'assistant')
    return { user: chatUser, model: [value] }
  if (format === 'openai-responses') {
    const output = arrayItems(field(value, 'output', []), ['output'])
    if (output === undefined || field(value, 'status', []) !== 'completed') return undefined
    return { user: chatUser, model: output }
  }
  if (format === 'gemini') {
    const candidates = arrayItems(field(value, 'candidates', []), ['candidates'])
    const content =
      candidates?.length === 1 && isRecord(candidates[0]) ? field(candidates[0], 'content', []) : value
    if (!isRecord(content) || field(content, 'parts', []) === undefined) return undefined
    return { user: { role: 'user', parts: [{ text: 'Hi' }] }, model: [content] }
  }
  if (format === 'bedrock') {
    const output = field(value, 'output', [])
    const message = isRecord(output) ? field(output, 'message', []) : undefined
    return isRecord(message)
      ? { user: { role: 'user', content: [{ text: 'Hi' }] }, model: [message] }
      : undefined
  }
  if (format === 'langchain' && (field(value, 'type', []) === 'ai' || field(value, 'lc', []) === 1))
    return { user: { type: 'human', content: 'Hi' }, model: [value] }
  if (
    format === 'vercel-ai' &&
    field(value, 'role', []) === 'assistant' &&
    Array.isArray(field(value, 'parts', []))
  )
    return { user: { id: 'u', role: 'user', parts: [{ type: 'text', text: 'Hi' }] }, model: [value] }
  return undefined
}

const callData = (calls: readonly Call[]) =>
  calls.map((call) => ({
    name: call.name,
    arguments: call.arguments,
    ...(call.id === undefined ? {} : { id: call.id }),
  }))

/**
 * What a reading says of the model's turn: its calls, or its failure's kind and path, the path as the conversation
 * places it (`shift` moves a list's first index; `prefix` places a lone message at its index).
 */
function summary(
  read: ReadResult | ReturnType<typeof readRun>,
  shift: number,
  prefix: readonly number[] = [],
) {
  if (!read.ok) {
    const path = [...prefix, ...(read.failure.path ?? [])]
    const first = path[0]
    return {
      failure: read.failure.kind,
      path: typeof first === 'number' ? [first + shift, ...path.slice(1)] : path,
    }
  }
  if ('turn' in read) return { calls: callData(read.turn.calls) }
  return { calls: callData(read.run.steps.flatMap((step) => step.calls)) }
}

const singles = [...jsonFiles(FIXTURES).filter((file) => !file.includes('/runs/')), ...jsonFiles(REAL)]
  .map((file) => {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'))
    const alone = readCalls(value)
    const format = alone.ok ? alone.turn.format : (alone.failure.format ?? '')
    const turn = inConversation(value, format)
    const name = file.startsWith(FIXTURES) ? relative(FIXTURES, file) : `real: ${relative(REAL, file)}`
    return turn === undefined ? undefined : ([name, turn] as const)
  })
  .filter((row) => row !== undefined)

describe('a model turn reads in a conversation as it reads alone', () => {
  test('the fixtures give model turns of every conversation format', () => {
    expect(singles.length).toBeGreaterThan(20)
  })

  test.each(singles)('%s', (_, { user, model }) => {
    const alone = model.length === 1 ? readCalls(model[0]) : readCalls(model)
    const inRun = readRun([user, ...model])
    expect(summary(inRun, 0)).toEqual(summary(alone, 1, model.length === 1 ? [0] : []))
  })
})

const RUNS = fileURLToPath(new URL('../../fixtures/runs/', import.meta.url))
const REAL_RUNS = fileURLToPath(new URL('../../../../shared/real-runs/', import.meta.url))

/**
 * The messages of a conversation fixture: a list, or the `messages` of a state; `undefined` for other containers and
 * for a stream's events (a stream is assembled whole, not read event by event).
 */
function messagesOf(value: unknown): readonly unknown[] | undefined {
  if (Array.isArray(value)) return detectStream(value, []) === undefined ? value : undefined
  const messages = isRecord(value) ? field(value, 'messages', []) : undefined
  return Array.isArray(messages) ? messages : undefined
}

const conversations = [...jsonFiles(RUNS), ...jsonFiles(REAL_RUNS)]
  .map((file) => {
    const messages = messagesOf(JSON.parse(readFileSync(file, 'utf8')))
    const name = file.startsWith(RUNS) ? relative(RUNS, file) : `real: ${relative(REAL_RUNS, file)}`
    return messages === undefined ? undefined : ([name, messages] as const)
  })
  .filter((row) => row !== undefined)
  .filter(([, messages]) => readRun(messages).ok)

describe('every model turn of a conversation reads as it reads alone', () => {
  test('the fixtures give conversations', () => {
    expect(conversations.length).toBeGreaterThan(10)
  })

  test.each(conversations)('%s', (_, messages) => {
    const read = readRun(messages)
    if (!read.ok) throw new Error('read')
    // Each message alone: someone else's message carries no call; the model's read as `readCalls` reads them.
    const alone = messages.flatMap((message): object[] => {
      const one = readCalls(message)
      if (one.ok) return callData(one.turn.calls)
      return one.failure.kind === 'not_model_output' ? [] : [{ failure: one.failure.kind }]
    })
    expect(callData(read.run.steps.flatMap((step) => step.calls))).toEqual(alone)
  })
})
