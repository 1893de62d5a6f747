import type { ReadOptions } from '../read/types.js'
import { type CapturedCalls, captureOneTurn } from './capture-calls.js'
import { describeCaptureFailure } from './describe-capture-failure.js'
import { matchSnapshot, type SnapshotMatch } from './match-snapshot.js'
import { parseSnapshot, type SnapshotExpectation } from './parse-snapshot.js'
import { renderSnapshot } from './render-snapshot.js'

/**
 * The snapshot core as a domain adapter (the shape of Vitest's `DomainSnapshotAdapter`, without importing
 * Vitest): capture the canonical calls, render them as stable text, read a stored snapshot back as an
 * expectation, and compare with rules honoured.
 */
export interface ToolCallSnapshotAdapter {
  readonly name: string
  capture(received: unknown): CapturedCalls
  /** The snapshot text of captured calls; throws with the read-failure words when reading failed. */
  render(captured: CapturedCalls): string
  parseExpected(text: string): SnapshotExpectation
  match(captured: CapturedCalls, expected: SnapshotExpectation): SnapshotMatch
}

/** Options of `createSnapshotAdapter`. */
export interface SnapshotAdapterOptions {
  /** How received values are read (`parse`, `unicode`, `choice`…). */
  read?: ReadOptions
  /** Names the stored snapshot in usage errors, e.g. "snapshot `weather > records 1`". */
  snapshotName?: string
}

/** Builds the snapshot core's domain adapter. */
export function createSnapshotAdapter(options: SnapshotAdapterOptions = {}): ToolCallSnapshotAdapter {
  return {
    name: 'tool-calls',
    capture: (received) => captureOneTurn(received, options.read),
    render(captured) {
      if (!captured.ok) throw new Error(describeCaptureFailure(captured.failure))
      return renderSnapshot(captured.data)
    },
    parseExpected: (text) => parseSnapshot(text, options.snapshotName),
    match: (captured, expected) => matchSnapshot(captured, expected),
  }
}
