import { describe, expect, test } from 'vitest'
import { escapeHtml } from '../../../src/cli/report-html/escape-html.js'
import { renderReport } from '../../../src/cli/report-html/index.js'
import { score } from '../../../src/score/score.js'
import { aggregateOf, type Item, samplesOf } from './fixture.js'

const SCRIPT_TOOL = '<script>alert(1)</script>'
const CATEGORY = '"><img src=x onerror=alert(2)>'
const MUTATION = '</svg><script>alert(3)</script>'
const ID = `id'"<b>&amp;`
const ARABIC_ID = 'طلب-٧ <i>'

const HOSTILE: Item[] = [
  {
    id: ID,
    category: CATEGORY,
    metadata: { mutationKind: MUTATION },
    expected: { name: SCRIPT_TOOL, arguments: { q: '<b>&"\'' } },
    received: [{ name: 'search', arguments: { q: '</td></tr></table><script>alert(5)</script>' } }],
  },
  {
    id: ARABIC_ID,
    category: 'فئة & <فرع>',
    expected: { name: SCRIPT_TOOL, arguments: { q: 'مرحبا' } },
    received: [{ name: SCRIPT_TOOL, arguments: { q: '<مرحبا>' } }],
  },
  { id: '<abstain>', expected: { abstain: true }, received: [] },
]

function hostileReport(): string {
  const samples = samplesOf(HOSTILE)
  const aggregate = JSON.parse(JSON.stringify(aggregateOf(samples)))
  aggregate.decisions.confusion.CALL['<svg onload=alert(4)>'] = 1
  return renderReport({
    aggregate,
    worst: samples,
    title: '</title><script>alert(6)</script>',
    generatedFrom: { manifest: 'a&b<c>.jsonl', predictions: '"p".jsonl', hashes: { '<k>': '<v>' } },
    generatedAt: '<now>',
  })
}

describe('escapeHtml', () => {
  test.each([
    ['<script>', '&lt;script&gt;'],
    ['a & b', 'a &amp; b'],
    [`"double" 'single'`, '&quot;double&quot; &#39;single&#39;'],
    ['&amp;', '&amp;amp;'],
    ['مرحبا', 'مرحبا'],
    ['', ''],
  ])('%j → %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped)
  })
})

describe('renderReport: every string from data is escaped', () => {
  const html = hostileReport()

  test('a tool named <script>alert(1)</script> is inert text; the page has one script, its own', () => {
    expect(html).toContain(escapeHtml(SCRIPT_TOOL))
    expect(html.match(/<script/gi)).toHaveLength(1)
    expect(html).not.toMatch(/<img|<svg onload|<b>&|<i>|<\/td><\/tr><\/table><script/i)
  })

  test.each([
    SCRIPT_TOOL,
    CATEGORY,
    MUTATION,
    ID,
    ARABIC_ID,
    '<svg onload=alert(4)>',
    '</title><script>alert(6)</script>',
    'a&b<c>.jsonl',
    '"p".jsonl',
  ])('%s never appears raw', (text) => {
    expect(html).not.toContain(text)
    expect(html).toContain(escapeHtml(text))
  })

  test('mismatch words with <, & and quotes are escaped, Arabic kept and isolated', () => {
    expect(html).toContain('&lt;مرحبا&gt;')
    expect(html).toContain('<bdi>فئة &amp; &lt;فرع&gt;</bdi>')
    expect(html).toContain('<td class="id"><bdi>طلب-٧ &lt;i&gt;</bdi></td>')
  })

  test('no request can leave the page: a content security policy allows only the inline style and script', () => {
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-[A-Za-z0-9+/]+=*'; img-src data:">/,
    )
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//)
    expect(html).not.toMatch(/@import|url\(/)
  })

  test('the scored items really carry the hostile names (the test is not vacuous)', () => {
    const scored = score(HOSTILE[0]!.expected, HOSTILE[0]!.received)
    expect(scored.calls[0]?.tool).toBe(SCRIPT_TOOL)
    expect(html).toContain(`${escapeHtml(SCRIPT_TOOL)}</text>`)
  })
})
