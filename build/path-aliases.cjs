// The path aliases of tsconfig.json ('@contract/*' → './contract/*'), in the shapes Jest and
// webpack want, so the one list in tsconfig.json serves every tool.
const path = require('node:path');
const { compilerOptions } = require('../tsconfig.json');

const root = path.resolve(__dirname, '..');
const entries = Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
  alias.replace(/\/\*$/, ''),
  target.replace(/\/\*$/, ''),
]);

/** For Jest's moduleNameMapper: `^@contract/(.*)$` → `<rootDir>/contract/$1`. */
const jestModuleNameMapper = Object.fromEntries(
  entries.map(([alias, target]) => [`^${alias}/(.*)$`, `<rootDir>/${target.slice(2)}/$1`]),
);

/** For webpack's resolve.alias: `@contract` → the absolute folder. */
const webpackAlias = Object.fromEntries(
  entries.map(([alias, target]) => [alias, path.resolve(root, target)]),
);

module.exports = { jestModuleNameMapper, webpackAlias };
