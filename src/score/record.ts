/** An empty object without a prototype, so that keys such as `__proto__` (a category, a tool) are plain data. */
export function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>
}
