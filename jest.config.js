// Three kinds of tests: the browser side runs in jsdom, the server side (the API and the local
// stand-ins) in Node, and the system tests run `npm start` as a whole (its own processes, on the
// embedded database whatever TEST_DATABASE_URL says: that moves the API tests to PostgreSQL).
const common = require('./build/jest-transform.cjs');

module.exports = {
  // A global setting (projects cannot set it). Server test files open their own database first,
  // and on a busy 2-core machine that can take more than Jest's default of 5 s.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: [
        '<rootDir>/test/src/**/*.test.ts?(x)',
        '<rootDir>/test/machines/**/*.test.ts',
        '<rootDir>/test/paths/**/*.test.ts?(x)',
        // The web tests' own helpers.
        '<rootDir>/test/*.test.ts?(x)',
      ],
      setupFilesAfterEnv: ['<rootDir>/test/setup-web.ts'],
      // Listed before the aliases: the first pattern that matches wins, and '@/assets/…' images
      // must reach the stub rather than the file.
      moduleNameMapper: {
        '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/test/file-stub.ts',
        ...common.moduleNameMapper,
      },
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/test/server/**/*.test.ts',
        '<rootDir>/test/local/**/*.test.ts',
        '<rootDir>/test/contract/**/*.test.ts',
        '<rootDir>/test/lint/**/*.test.ts',
        '<rootDir>/test/build/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'system',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/system/**/*.test.ts'],
    },
  ],
};
