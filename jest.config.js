// Tests are TypeScript, transpiled file by file with esbuild (test/support/ts-transform.js): their types
// are checked by `npm run typecheck` (test/tsconfig.json), which `npm test` runs first. CSV files import as text.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'json', 'csv'],
  transform: {
    '^.+\\.ts$': '<rootDir>/test/support/ts-transform.js',
    '^.+\\.csv$': '<rootDir>/test/support/csv-transform.js',
  },
};
