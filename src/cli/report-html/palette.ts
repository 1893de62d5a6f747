import type { AxisName } from '../../score/types.js'

/**
 * Colours of the report: each one at least 3:1 against white (WCAG's contrast for graphics), distinguishable with
 * the common colour-vision deficiencies, and never the only cue (every bar has its series written beside it).
 */
export const PALETTE = {
  axes: {
    functionSelection: '#1f6fb2',
    argumentAccuracy: '#c05a00',
    arabicPreservation: '#13825a',
    abstention: '#8e44ad',
    decision: '#b8336a',
    dialectUnderstanding: '#00808c',
    errorHandling: '#6b6b00',
  } satisfies Record<AxisName, string>,
  total: '#2b2d42',
  pass: '#1e7d45',
  failure: '#b93226',
  stale: '#9a6400',
  muted: '#767676',
} as const
