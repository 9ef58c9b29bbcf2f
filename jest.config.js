// Two kinds of tests: the browser side runs in jsdom, the server side in Node.
// ESM-only packages (and any .mjs file, as some of msw's dependencies ship) are passed through
// Babel so Jest's CommonJS runtime can load them.
// PGlite's CommonJS build loads Node built-ins with import(), which Jest's runtime refuses
// without --experimental-vm-modules: Babel turns those into require() (hence .cjs below).
const esmPackages = ['jose', 'cookie', '@electric-sql/pglite', 'until-async'].join('|');

const { jestModuleNameMapper: aliases } = require('./scripts/path-aliases.cjs');

const common = {
  transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)(?!.+\\.mjs$)`],
  moduleNameMapper: aliases,
};

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
      ],
      setupFilesAfterEnv: ['<rootDir>/test/setup-web.ts'],
      // Listed before the aliases: the first pattern that matches wins, and '@/assets/…' images
      // must reach the stub rather than the file.
      moduleNameMapper: {
        '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/test/file-stub.ts',
        ...aliases,
      },
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/test/server/**/*.test.ts',
        '<rootDir>/test/contract/**/*.test.ts',
        '<rootDir>/test/lint/**/*.test.ts',
      ],
    },
  ],
};
