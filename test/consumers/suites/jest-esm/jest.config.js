export default { setupFilesAfterEnv: ['<rootDir>/setup.mjs'], testMatch: ['**/test/**/*.test.mjs'] }
