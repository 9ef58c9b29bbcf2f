// Browser tests: the real system (`npm start`'s processes on a fresh data folder) driven in
// Debian's Chromium by playwright-core. One browser per test file; files run one at a time.
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  // The second web client's test runs the API in-process, which loads ESM-only packages.
  ...require('./build/jest-transform.cjs'),
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
  // A browser or server a failed test left running must not keep the run from ending: the
  // global teardown has stopped the system by then, and Playwright ends the browsers it started.
  forceExit: true,
};
