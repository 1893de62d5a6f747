import { test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import { RENDERERS } from './render.js'

function objectLists(value: unknown, found: unknown[][] = []): unknown[][] {
  if (typeof value !== 'object' || value === null) return found
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => typeof item === 'object' && item !== null))
      found.push(value)
    for (const item of value) objectLists(item, found)
  } else for (const item of Object.values(value)) objectLists(item, found)
  return found
}
const run = {
  answer: '!',
  steps: [[{ name: 'get_order', args: {}, result: {}, error: false, id: 'call_1' }]],
}
for (const [name, which, where] of [
  ['anthropic', 185411163, 0],
  ['openai-agents', 0, 0],
  ['vercel-ai', 0, 15057989],
  ['bedrock', 1436945362, 0],
] as const) {
  test(name, () => {
    const r = RENDERERS[name]!.render(run as never)
    const lists = objectLists(r)
    const list = lists[which % lists.length]!
    list.splice(where % (list.length + 1), 0, { type: 'hologram', text: 'x' })
    console.log(name, JSON.stringify(r), '\n  =>', JSON.stringify(readRun(r)))
  })
}
