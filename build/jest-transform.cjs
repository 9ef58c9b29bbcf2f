// How Jest loads the sources, for the unit, API and browser test configs alike.
// ESM-only packages (and any .mjs file, as some of msw's dependencies ship) are passed through
// Babel so Jest's CommonJS runtime can load them.
// PGlite's CommonJS build loads Node built-ins with import(), which Jest's runtime refuses
// without --experimental-vm-modules: Babel turns those into require() (hence .cjs below).
const esmPackages = ['jose', 'cookie', '@electric-sql/pglite', 'until-async'].join('|');

const { jestModuleNameMapper } = require('./path-aliases.cjs');

module.exports = {
  transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)(?!.+\\.mjs$)`],
  moduleNameMapper: jestModuleNameMapper,
};
