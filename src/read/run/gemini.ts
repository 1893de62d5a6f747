import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { gemini } from '../gemini.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, stringField } from './message-parts.js'
import type { ConversationReader, PlacedCall, RunBuilderLike } from './types.js'

const ROLES = new Set(['user', 'model', 'function', 'tool'])

function readContent(content: object, path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const partsPath = [...path, 'parts']
  const parts = arrayItems(field(content, 'parts', path), partsPath) ?? []
  if (roleOf(content, path) === 'model') {
    const calls: PlacedCall[] = []
    const texts: string[] = []
    parts.forEach((part, index) => {
      const at = [...partsPath, index]
      const record = requireRecord(part, at)
      const call = gemini.part.read(record, at, options)
      if (call !== undefined) calls.push({ call, path: [...at, 'functionCall'] })
      const text = field(record, 'text', at)
      if (typeof text === 'string' && field(record, 'thought', at) !== true) texts.push(text)
    })
    run.turn(calls, texts.length === 0 ? undefined : texts.join(''))
    return
  }
  parts.forEach((part, index) => {
    const at = [...partsPath, index]
    const response = field(requireRecord(part, at), 'functionResponse', at)
    if (!isRecord(response)) return
    const responsePath = [...at, 'functionResponse']
    const id = stringField(response, 'id', responsePath)
    const name = stringField(response, 'name', responsePath)
    const value = field(response, 'response', responsePath)
    const failed = isRecord(value) && field(value, 'error', responsePath) !== undefined
    run.result({
      ...(id === undefined ? {} : { id }),
      ...(name === undefined ? {} : { name }),
      value,
      raw: true,
      status: failed && field(value, 'output', responsePath) === undefined ? 'error' : 'ok',
      path: [...responsePath, 'response'],
    })
  })
}

/**
 * Gemini `contents` histories: `functionCall` parts in `model` contents (read by the part reader), answered by
 * `functionResponse` parts (by `id` when both carry one, else by name). A response holding only `error` is an error.
 */
export const geminiRun: ConversationReader = {
  name: 'gemini.contents',
  format: 'gemini',
  accepts: (content, path) => {
    const role = roleOf(content, path)
    return (
      (role === undefined || ROLES.has(role)) &&
      everyBlock(
        field(content, 'parts', path),
        [...path, 'parts'],
        (part, at) => field(part, 'type', at) === undefined,
      )
    )
  },
  marks: (content, path) => Array.isArray(field(content, 'parts', path)),
  read: (contents, path, options, run) => {
    for (const [index, content] of contents.entries()) readContent(content, [...path, index], options, run)
  },
}
