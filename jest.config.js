// Tests are TypeScript, transpiled file by file with esbuild (test/support/ts-transform.js): their types
// are checked by `npm run typecheck` (test/tsconfig.json), which `npm test` runs first. CSV files import as text.
// Two workers at least: on a 2-core machine jest would otherwise run every suite in one process, one core idle.
// The slowest suites start first (test/support/sequencer.js).
const { cpus } = require('os');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'json', 'csv'],
  transform: {
    '^.+\\.ts$': '<rootDir>/test/support/ts-transform.js',
    '^.+\\.csv$': '<rootDir>/test/support/csv-transform.js',
  },
  maxWorkers: Math.max(2, cpus().length - 1),
  testSequencer: '<rootDir>/test/support/sequencer.js',
};
