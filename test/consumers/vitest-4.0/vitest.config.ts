import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { setupFiles: ['expect-tool-calls/vitest'] } })
