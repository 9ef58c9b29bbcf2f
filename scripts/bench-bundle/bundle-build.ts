import path from 'node:path';
import webpack from 'webpack';
import webpackConfig from '../../webpack.config';
import { DEVELOPMENT_BUILD } from '../webpack/production-library-builds';

export const ROOT = path.resolve(__dirname, '../..');
export const DIST = path.join(ROOT, 'dist');
export const INDEX_HTML = path.join(DIST, 'index.html');

/** What bench:bundle needs from the webpack stats of the build that made dist/. */
export interface BundleBuild {
  /** The files of each named chunk group (lazy pages, the store, the entry). */
  chunkGroups: Record<string, string[]>;
  /** Library modules in the bundle that are a development build; should be none. */
  developmentModules: string[];
}

type StatsModule = webpack.StatsModule;

/** Every module of the build, the ones webpack concatenated into others included. */
function allModules(modules: StatsModule[] = []): StatsModule[] {
  return modules.flatMap((module) => [module, ...allModules(module.modules)]);
}

function summarise(stats: webpack.Stats): BundleBuild {
  const json = stats.toJson({ all: false, chunkGroups: true, modules: true, nestedModules: true });
  const chunkGroups = Object.fromEntries(
    Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
      name,
      (group.assets ?? []).map((asset) => asset.name),
    ]),
  );
  // Only the path inside node_modules counts: the checkout's own folders may have any name.
  const libraryFiles = allModules(json.modules).map((module) =>
    (module.nameForCondition ?? '')
      .split(/[\\/]node_modules[\\/]/)
      .slice(1)
      .join('/'),
  );
  const developmentModules = [
    ...new Set(libraryFiles.filter((file) => DEVELOPMENT_BUILD.test(`/${file}`))),
  ];
  return { chunkGroups, developmentModules };
}

function build(): Promise<BundleBuild> {
  console.log('Building dist/ ...');
  const compiler = webpack(webpackConfig(undefined, { mode: 'production' }));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only') ?? 'webpack failed'));
      } else resolve(summarise(stats));
    });
  });
}

/**
 * Builds dist/ and returns its chunk groups and development modules. It always builds: a dist/
 * from an earlier build may not match the sources, and a figure from it would mislead.
 */
export async function bundleBuild(): Promise<BundleBuild> {
  return build();
}
