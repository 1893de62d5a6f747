/** The words for what a trial threw: an error's name and message, anything else as a string. Never throws. */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error) return `the trial threw ${error.name}: ${error.message}`
    return `the trial threw ${typeof error === 'string' ? JSON.stringify(error) : String(error)}`
  } catch {
    return 'the trial threw a value that cannot be printed'
  }
}
