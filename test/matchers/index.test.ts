// Guard: every matcher file is exported, typed on ToolCallMatchers, registered by the Vitest entry and documented.
import { readdirSync, readFileSync } from 'node:fs'
import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { matchers, toolCall } from '../../src/matchers/index.js'

const folder = new URL('../../src/matchers/', import.meta.url)
const matcherFiles = readdirSync(folder).filter((file) => /^to-[a-z-]+\.ts$/.test(file))
const camel = (file: string) =>
  file.replace(/\.ts$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
const typesText = readFileSync(new URL('types.ts', folder), 'utf8')
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

describe('matchers', () => {
  test('there are matcher files', () => {
    expect(matcherFiles.length).toBeGreaterThanOrEqual(8)
  })

  test.each(matcherFiles.map(camel))('%s is exported, typed, registered and documented', (name) => {
    expect(Object.keys(matchers)).toContain(name)
    expect(typesText).toMatch(new RegExp(`/\\*\\*(?:[^*]|\\*(?!/))*\\*/\\s*${name}\\(`))
    expect(typeof (expect(null) as unknown as Record<string, unknown>)[name]).toBe('function')
    expect(readme).toContain(`.${name}(`)
  })

  test('every exported matcher has its own file', () => {
    expect(Object.keys(matchers).sort()).toEqual(matcherFiles.map(camel).sort())
  })

  test('expect.toolCall is registered', () => {
    expect((expect as unknown as { toolCall: unknown }).toolCall).toBe(toolCall)
  })
})
