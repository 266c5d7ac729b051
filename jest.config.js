// Tests are TypeScript (compiled by ts-jest against test/tsconfig.json); CSV files import as text.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'json', 'csv'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }],
    '^.+\\.csv$': '<rootDir>/test/support/csv-transform.js',
  },
};
