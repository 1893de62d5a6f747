// Issue 19, item 9: markup in any field of any input file stays text in report.html, for `score` (manifest,
// predictions, tools, weights) and for `merge` (each shard's aggregate.json and samples.jsonl). Checked on the bytes
// (every tag and attribute is one the report writes itself) and, where Chromium is installed, in the browser.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { run, tempDir, writeJsonl } from '../helpers.js'
import { CHROMIUM_TIMEOUT, hasChromium, runChromium } from './chromium.js'

/** Closes a quoted attribute, opens elements that would run code or navigate, and reorders text. */
const P = `"'><img src=x onerror=alert(1)><meta http-equiv=refresh content="0;url=https://example.com/"><script>alert(2)</script>&amp;\u202e`
const p = (name: string) => `${name}${P}`

/** The tags and attributes a report writes by itself (from a report of plain data). */
function vocabulary(html: string) {
  const tags = new Set<string>()
  const attributes = new Set<string>()
  for (const [tag, name, rest] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*")*)>/g)) {
    tags.add(name!.toLowerCase())
    const body = rest!.replace(/\/$/, '')
    const parsed = [...body.matchAll(/\s+([a-zA-Z][a-zA-Z0-9:-]*)(?:="[^"]*")?/g)]
    expect(parsed.map((match) => match[0]).join(''), tag).toBe(body)
    for (const match of parsed) attributes.add(match[1]!.toLowerCase())
  }
  return { tags, attributes }
}

function expectOnlyOwnMarkup(html: string, clean: string) {
  const own = vocabulary(clean)
  // The worst-items table adds a title (the whole sentence) where a difference's words are long.
  own.attributes.add('title')
  const found = vocabulary(html)
  expect([...found.tags].filter((tag) => !own.tags.has(tag))).toEqual([])
  expect([...found.attributes].filter((name) => !own.attributes.has(name))).toEqual([])
  expect(html.match(/<script/g)).toHaveLength(1)
  expect(html).not.toMatch(/<img|<meta http-equiv=refresh/i)
}

function writeInputs(dir: string, name: (text: string) => string) {
  const tool = name('get_weather')
  const tools = {
    [tool]: {
      schema: {
        type: 'object',
        description: name('desc'),
        properties: { [name('city')]: { type: 'string', description: name('d') } },
      },
    },
  }
  const call = (city: string) => ({ name: tool, arguments: { [name('city')]: city } })
  const manifest = [0, 1, 2, 3, 4, 5].map((i) => ({
    id: name(`row-${i}`),
    expected: i === 5 ? { abstain: true } : call(name('Paris')),
    category: name(`cat-${i % 2}`),
    metadata: { mutationKind: name('kind'), note: name('note') },
    ...(i === 1 ? { tools } : {}),
  }))
  const predictions = [
    { id: name('row-0'), prediction_raw: JSON.stringify(call(name('Lyon'))) },
    { id: name('row-1'), prediction: [call(name('Paris'))], prompt_tokens: 3 },
    { id: name('row-2'), prediction_raw: name('{"name": "broken'), truncated: true },
    {
      id: name('row-3'),
      prediction_raw: JSON.stringify({ name: name('other'), arguments: { [name('k')]: name('v') } }),
    },
    { id: name('row-4'), prediction_raw: 'x', generation_failure: name('boom') },
    { id: name('row-5'), prediction_raw: JSON.stringify(call(name('Rome'))) },
  ]
  writeJsonl(join(dir, 'm.jsonl'), manifest)
  writeJsonl(join(dir, 'p.jsonl'), predictions)
  writeFileSync(join(dir, 't.json'), JSON.stringify(tools))
  writeFileSync(join(dir, 'w.json'), JSON.stringify({ [name('cat-0')]: 1, [name('cat-1')]: 2 }))
}

const argv = [
  'score',
  '--manifest',
  'm.jsonl',
  '--predictions',
  'p.jsonl',
  '--tools',
  't.json',
  '--weights',
  'w.json',
  '--out',
]

/** A shard's aggregate.json with markup in every key and string it may hold (and still a valid run). */
function tamperAggregate(path: string) {
  const file = JSON.parse(readFileSync(path, 'utf8'))
  const { aggregate } = file
  const group = structuredClone(aggregate.all)
  aggregate.categories[p('extra-category')] = { ...group, samples: 0, passes: 0, stale: 0 }
  file.categoryWeights[p('extra-category')] = 3
  aggregate.mutationKinds[p('extra-kind')] = { ...group, samples: 0, passes: 0, stale: 0 }
  aggregate.tools[p('extra-tool')] = { calls: 1, names: 0, arguments: { count: 0, sum: '0' } }
  aggregate.readFailures[p('extra-read')] = 1
  aggregate.decisions[p('CALL')] = { [p('ABSTAIN')]: 1 }
  file.profile = aggregate.profile = p('profile')
  file.version = aggregate.version = p('version')
  writeFileSync(path, JSON.stringify(file))
}

describe('report.html: markup in every field of every input stays text', () => {
  const html = { clean: '', score: '', merge: '' }

  beforeAll(async () => {
    const clean = tempDir()
    writeInputs(clean, (text) => text)
    expect((await run(clean, [...argv, 'out'])).code).toBe(0)
    html.clean = readFileSync(join(clean, 'out', 'report.html'), 'utf8')
    const dir = tempDir()
    writeInputs(dir, p)
    const scored = await run(dir, [...argv, 'a'])
    expect(scored.code).toBe(0)
    html.score = readFileSync(join(dir, 'a', 'report.html'), 'utf8')
    tamperAggregate(join(dir, 'a', 'aggregate.json'))
    const samples = readFileSync(join(dir, 'a', 'samples.jsonl'), 'utf8')
    writeFileSync(
      join(dir, 'a', 'samples.jsonl'),
      samples.replaceAll('"profile":"default"', `"profile":${JSON.stringify(p('profile'))}`),
    )
    const merged = await run(dir, ['merge', 'a', '--out', 'merged'])
    expect(merged.stderr).toBe('')
    expect(merged.code).toBe(0)
    html.merge = readFileSync(join(dir, 'merged', 'report.html'), 'utf8')
  })

  test('score: the payload reached the report (as text) and added no element and no attribute', () => {
    expect(html.score).toContain('row-0&quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;')
    expectOnlyOwnMarkup(html.score, html.clean)
  })

  test('merge: the same, with markup in the shard’s aggregate.json keys, profile and version', () => {
    expect(html.merge).toContain('extra-tool&quot;&#39;&gt;&lt;img')
    expect(html.merge).toContain('profile&quot;&#39;&gt;&lt;img')
    expectOnlyOwnMarkup(html.merge, html.clean)
  })

  test.runIf(hasChromium)(
    'in headless Chromium: no navigation, one script, no console message',
    async () => {
      // The run directories made in beforeAll are removed after the first test: the merged report is written anew.
      const file = join(tempDir(), 'report.html')
      writeFileSync(file, html.merge)
      const dom = await runChromium(file, ['--dump-dom', '--enable-logging=stderr', '--v=0'])
      expect(dom.stdout).toContain('<title>expect-tool-calls report</title>')
      expect(dom.stdout.match(/<script/g)).toHaveLength(1)
      expect(dom.stdout).not.toMatch(/<img|<meta http-equiv="refresh"/i)
      const console = dom.stderr
        .split('\n')
        .filter((line) => /CONSOLE|Content Security Policy|net::ERR/.test(line))
      expect(console).toEqual([])
    },
    CHROMIUM_TIMEOUT,
  )
})
