/**
 * Whether XML 1.0 can hold the code point: not the C0 controls other than tab, line feed and carriage return, not
 * a lone surrogate, not U+FFFE or U+FFFF.
 */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d
  return !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
}

/** Text escaped for an XML attribute value or element content; what XML cannot hold becomes U+FFFD. */
export function escapeXml(text: string): string {
  let out = ''
  for (const char of text) {
    out += isXmlChar(char.codePointAt(0)!) ? (ENTITIES[char] ?? char) : '\uFFFD'
  }
  return out
}
