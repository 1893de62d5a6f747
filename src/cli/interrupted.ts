/** Thrown when the run is aborted (SIGINT, SIGTERM): the command cleans up and `main` exits 130. */
export class Interrupted extends Error {
  override readonly name = 'Interrupted'

  constructor() {
    super('interrupted')
  }
}

/** Throws `Interrupted` when the signal has fired. */
export function checkInterrupted(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw new Interrupted()
}
