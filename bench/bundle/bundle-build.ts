import path from 'node:path';
import webpack from 'webpack';
import webpackConfig from '../../webpack.config';
import { DEVELOPMENT_BUILD } from '../../build/webpack/production-library-builds';
import { webDistDir } from '../../local/web-dist-dir';

export const ROOT = path.resolve(__dirname, '../..');
export const DIST = webDistDir(ROOT);
export const INDEX_HTML = path.join(DIST, 'index.html');

/** What bench:bundle needs from the webpack stats of the build that made dist/. */
export interface BundleBuild {
  /** The files of each named chunk group (lazy pages, the store, the entry). */
  chunkGroups: Record<string, string[]>;
  /** Library modules in the bundle that are a development build; should be none. */
  developmentModules: string[];
  /**
   * What each file holds, for the report (the files are named by chunk id): the chunk's name, or
   * for a chunk split off by splitChunks the libraries it holds most of.
   */
  fileLabels: Record<string, string>;
}

type StatsModule = webpack.StatsModule;

/** Every module of the build, the ones webpack concatenated into others included. */
function allModules(modules: StatsModule[] = []): StatsModule[] {
  return modules.flatMap((module) => [module, ...allModules(module.modules)]);
}

function summarise(stats: webpack.Stats): BundleBuild {
  const json = stats.toJson({
    all: false,
    chunkGroups: true,
    chunks: true,
    chunkModules: true,
    modules: true,
    nestedModules: true,
  });
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
  const fileLabels = Object.fromEntries(
    (json.chunks ?? []).flatMap((chunk) =>
      [...(chunk.files ?? [])].map((file) => [file, chunkLabel(chunk)]),
    ),
  );
  return { chunkGroups, developmentModules, fileLabels };
}

/** A chunk's name, else the packages whose code makes up most of it. */
function chunkLabel(chunk: webpack.StatsChunk): string {
  if (chunk.names?.length) return chunk.names.join(', ');
  const bytesByPackage = new Map<string, number>();
  for (const module of allModules(chunk.modules)) {
    if (module.modules) continue;
    const inPackage = (module.nameForCondition ?? '').split(/[\\/]node_modules[\\/]/)[1];
    if (!inPackage) continue;
    const parts = inPackage.split(/[\\/]/);
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    bytesByPackage.set(name, (bytesByPackage.get(name) ?? 0) + (module.size ?? 0));
  }
  const largest = [...bytesByPackage].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return largest.map(([name]) => name).join(', ') || 'shared';
}

function build(): Promise<BundleBuild> {
  console.log('Building dist/ ...');
  const compiler = webpack(webpackConfig({}, { mode: 'production' }));
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
