// Jest transform for the shared behavioural suite (test/behaviour/*.ts): TypeScript's own transpiler strips the
// types, emitting CommonJS or ES modules as Jest asks. No Babel, no ts-jest; the package under test is the built
// dist/, which no transform touches.
const { createHash } = require('node:crypto')
const ts = require('typescript')

module.exports = {
  process(source, path, options) {
    const { outputText, sourceMapText } = ts.transpileModule(source, {
      fileName: path,
      compilerOptions: {
        module: options.supportsStaticESM ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        sourceMap: true,
        inlineSources: true,
      },
    })
    return { code: outputText, map: sourceMapText }
  },

  getCacheKey(source, path, options) {
    return createHash('sha256')
      .update([ts.version, String(options.supportsStaticESM), path, options.configString, source].join('\0'))
      .digest('hex')
  },
}
