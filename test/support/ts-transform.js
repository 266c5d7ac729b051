// Jest transform: a TypeScript file is transpiled with esbuild, one file at a time, types stripped and not
// checked. The types of src/, test/ and scripts/ are checked by `npm run typecheck` (tsc, test/tsconfig.json
// among them), which `npm test` runs before jest: checking them again per test file (ts-jest's default) cost
// most of jest's time. Output is what tsc makes of test/tsconfig.json: CommonJS, ES2020 class fields
// (assigned in the constructor, not defined), default imports of CommonJS modules as esModuleInterop has them.
const { transformSync, version } = require('esbuild');
const { createHash } = require('crypto');

const options = {
  loader: 'ts',
  format: 'cjs',
  target: 'es2020',
  platform: 'node',
  sourcemap: 'external',
  sourcesContent: false,
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false, verbatimModuleSyntax: false } },
};

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, { ...options, sourcefile: filename });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(version).update(JSON.stringify(options)).update(filename).update('\0').update(source).digest('hex');
  },
};
