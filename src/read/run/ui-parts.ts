/**
 * The one part reader of AI SDK UIMessages, Mastra messages and vitest-evals transcripts lives with the format
 * (`vercel-ai-ui.ts`); runs read parts by it, as `readCalls` does.
 */
export { readAiUiPart as readUiPart, type UiPartReading } from '../vercel-ai-ui.js'
