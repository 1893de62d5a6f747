const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Escapes text for HTML (and inline SVG) element content and quoted attribute values: `&`, `<`, `>`, both quotes.
 * Every string that comes from data (ids, tool names, categories, mismatch words) goes through here.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}
