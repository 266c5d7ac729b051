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

// esbuild's CommonJS output reads every export through two getters, each call to another module's function
// (a live binding of ES modules; about 2% of a Sheets test's CPU, most of it the fake's grid.ts). No module
// here reassigns an export (no `export let`), so once a module has run each export is made a plain value,
// read-only as the getter was.
const GETTER = '__defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });';
const SETTLED = GETTER.replace('{ get', '{ configurable: true, get');
const SETTLE = `
for (const k of Object.getOwnPropertyNames(module.exports)) {
  const d = Object.getOwnPropertyDescriptor(module.exports, k);
  if (d.get && d.configurable) Object.defineProperty(module.exports, k, { value: module.exports[k], enumerable: d.enumerable });
}`;

// Jest runs every module in a vm context, where each use of a global name (Math, Map, String...) is a look-up
// through the context's global object, some hundred times slower than a local's (0.3 us each: the rule cases
// spent a fifth of their CPU so). Each module gets the standard built-ins as parameters of a wrapping
// function, on its first line (the source map's lines stay); its own code runs in a function inside, free to
// declare the same names. Date and the timers are left global: fake timers replace them.
const BUILTINS =
  'Object, Array, String, Number, Boolean, Math, JSON, Map, Set, WeakMap, WeakSet, RegExp, Error, TypeError, RangeError, Symbol, parseInt, parseFloat, isNaN, isFinite, Intl, Uint8Array, Reflect';
const OPEN = `(function (${BUILTINS}) { return (function () { `;
const CLOSE = `\n}).call(this); }).call(this, ${BUILTINS});`;

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, { ...options, sourcefile: filename });
    const body = code.includes(GETTER) ? code.replace(GETTER, SETTLED) + SETTLE : code;
    return { code: OPEN + body + CLOSE, map };
  },
  getCacheKey(source, filename) {
    return createHash('sha1')
      .update(version)
      .update(JSON.stringify(options))
      .update(SETTLE)
      .update(OPEN)
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex');
  },
};
