module.exports = { setupFilesAfterEnv: ['expect-tool-calls/jest'] }
