import { existsSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** A library file that is its development build: a `development/` folder or `.development.` name. */
export const DEVELOPMENT_BUILD = /[\\/]development[\\/]|\.development\./;

const DEVELOPMENT_FOLDER = `${path.sep}dist${path.sep}development${path.sep}`;
const PRODUCTION_FOLDER = `${path.sep}dist${path.sep}production${path.sep}`;
type ResolvePlugin = NonNullable<NonNullable<webpack.ResolveOptions['plugins']>[number]> & {
  apply(resolver: webpack.Resolver): void;
};

/**
 * The export conditions the resolver accepts for the browser build, the mode's build among them
 * (webpack's own defaults for a web target, written out so the choice is in view; `import` or
 * `require` is added per dependency).
 */
export function conditionNamesFor(production: boolean): string[] {
  return [production ? 'production' : 'development', '...'];
}

/**
 * Some packages export only their development build, whatever the conditions (react-router 7
 * points every condition at dist/development/ and ships dist/production/ beside it:
 * remix-run/react-router#12532). For a production build this resolver plugin turns such a file
 * into its twin in dist/production/ when the package ships one; relative imports inside the twin
 * then stay in dist/production/.
 */
export const productionTwinsOfDevelopmentBuilds: ResolvePlugin = {
  apply(resolver) {
    resolver.hooks.result.tap('ProductionTwinsOfDevelopmentBuilds', (request) => {
      const file = request.path;
      if (typeof file !== 'string' || !file.includes(DEVELOPMENT_FOLDER)) return;
      const twin = file.replace(DEVELOPMENT_FOLDER, PRODUCTION_FOLDER);
      if (existsSync(twin)) request.path = twin;
    });
  },
};
