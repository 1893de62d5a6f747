// `score --junit`: the XML of a real scored run validates against the JUnit schema CI servers read (the Jenkins
// xUnit plugin's junit-10.xsd, written out in fixtures/ with its licence note), checked by libxml2's xmllint
// compiled to WebAssembly (the dev dependency `xmllint-wasm`: no native tool to install). The run is made to be
// awkward: ids, categories and differences full of markup, quotes, `]]>`, control characters, characters XML cannot
// hold at all, bidirectional overrides and astral characters; failures of every kind next to passing samples.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { EXIT } from '../../../src/cli/exit-codes.js'
import { run, tempDir, writeJsonl } from '../helpers.js'

const SCHEMA = readFileSync(new URL('./fixtures/junit-10.xsd', import.meta.url), 'utf8')

async function validate(xml: string) {
  return validateXML({
    xml: [{ fileName: 'junit.xml', contents: xml }],
    schema: [{ fileName: 'junit-10.xsd', contents: SCHEMA }],
  })
}

/** Text as an XML 1.0 document can carry it: what it cannot hold (C0 controls, lone surrogates, U+FFFE/F) as U+FFFD. */
function asXmlText(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    const allowed =
      code < 0x20
        ? code === 0x09 || code === 0x0a || code === 0x0d
        : !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff
    out += allowed ? char : '\uFFFD'
  }
  return out
}

/** An attribute's value as an XML reader gives it back (the predefined entities and character references). */
function unescapeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name]!
  })
}

const refund = (order: string) => ({ name: 'refund', arguments: { order_id: order } })
const raw = (order: string) => JSON.stringify(refund(order))

/** Ids and categories with everything an XML writer can get wrong. */
const AWKWARD = [
  'a<b>&"c\'d',
  ']]> end of CDATA',
  '<script>alert(1)</script>',
  'controls \u0000\u0001\u0008\u000b\u000c\u001f\u007f',
  'tab\tnew\nline\rreturn',
  'lone \ud800 high, lone \udc00 low, pair \ud83d\ude00',
  'non-characters \ufffe \uffff',
  'bidi \u202e override \u2066 isolate',
  'Arabic عربي',
]

function writeRun(dir: string) {
  const manifest = [
    ...AWKWARD.map((id, i) => ({ id, category: AWKWARD[(i + 3) % AWKWARD.length], expected: refund(id) })),
    { id: 'passes', category: 'plain', expected: refund('order-1') },
    { id: 'read failure', category: 'plain', expected: refund('order-1') },
    { id: 'generation failure', category: 'plain', expected: refund('order-1') },
    { id: 'missing', category: 'plain', expected: refund('order-1') },
    { id: 'abstained', category: undefined, expected: refund('order-1') },
  ]
  const predictions = [
    // Each awkward sample fails on its order id, which holds another awkward text.
    ...AWKWARD.map((id, i) => ({ id, prediction_raw: raw(AWKWARD[(i + 1) % AWKWARD.length]!) })),
    { id: 'passes', prediction_raw: raw('order-1') },
    { id: 'read failure', prediction_raw: '{"name": "refund", "arguments": {"order_id": "<&' },
    {
      id: 'generation failure',
      prediction_raw: null,
      generation_failure: 'timeout <after> 30 s & "retries"',
    },
    { id: 'missing', prediction_raw: null },
    { id: 'abstained', prediction_raw: 'I cannot do that <b>"here"</b> & now.' },
  ]
  writeJsonl(join(dir, 'm.jsonl'), manifest)
  writeJsonl(join(dir, 'p.jsonl'), predictions)
  return manifest
}

describe('score --junit against the JUnit schema (junit-10.xsd)', () => {
  test('a real run with awkward ids, categories and differences validates, and reads back as written', async () => {
    const dir = tempDir()
    const manifest = writeRun(dir)
    const argv = ['score', '--manifest', 'm.jsonl', '--predictions', 'p.jsonl', '--out', 'out', '--quiet']
    const result = await run(dir, [...argv, '--junit', 'junit.xml'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(EXIT.ok)
    const xml = readFileSync(join(dir, 'junit.xml'), 'utf8')

    const validation = await validate(xml)
    expect(validation.errors.map((error) => error.rawMessage)).toEqual([])
    expect(validation.valid).toBe(true)

    // Read back: one case per sample, named by its id, in a suite named by its category.
    const cases = [...xml.matchAll(/<testcase classname="([^"]*)" name="([^"]*)"/g)].map((match) => ({
      category: unescapeAttribute(match[1]!),
      id: unescapeAttribute(match[2]!),
    }))
    const written = manifest.map((row) => ({
      category: asXmlText(row.category ?? '(no category)'),
      id: asXmlText(row.id),
    }))
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    expect([...cases].sort(byId)).toEqual([...written].sort(byId))
    expect(xml.match(/<failure /g)).toHaveLength(manifest.length - 1)
    // The differences name what was received, escaped: the awkward order ids reach the message.
    const messages = [...xml.matchAll(/<failure message="([^"]*)"/g)].map((match) =>
      unescapeAttribute(match[1]!),
    )
    expect(messages.some((message) => message.includes(']]> end of CDATA'))).toBe(true)
    // A sample that failed before any comparison says so first.
    expect(messages).toContainEqual(expect.stringMatching(/^failed: generation_failure\b/))
    expect(messages).toContain('failed: missing_prediction')
    expect(xml).not.toContain('<script>')
  })

  test('the schema check can fail: a case with no name, counts missing, a failure outside a case', async () => {
    const broken = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="x">',
      '  <testsuite name="s" tests="1">',
      '    <testcase classname="s"><failure message="m">text</failure></testcase>',
      '    <failure message="stray"/>',
      '  </testsuite>',
      '</testsuites>',
      '',
    ].join('\n')
    const validation = await validate(broken)
    expect(validation.valid).toBe(false)
    expect(validation.errors.map((error) => error.message)).toEqual([
      expect.stringContaining("The attribute 'failures' is required but missing"),
      expect.stringContaining("The attribute 'errors' is required but missing"),
      expect.stringContaining("The attribute 'name' is required but missing"),
      expect.stringContaining("Element 'failure': This element is not expected"),
    ])
    // Markup left unescaped is not even XML.
    const unescaped = '<testsuites><testsuite name="a<b" tests="0" failures="0" errors="0"/></testsuites>'
    expect((await validate(unescaped)).valid).toBe(false)
  })
})
