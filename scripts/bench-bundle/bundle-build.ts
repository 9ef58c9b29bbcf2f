import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import webpackConfig from '../../webpack.config';
import { DEVELOPMENT_BUILD } from '../webpack/production-library-builds';

export const ROOT = path.resolve(__dirname, '../..');
export const DIST = path.join(ROOT, 'dist');
export const INDEX_HTML = path.join(DIST, 'index.html');
const MANIFEST = path.join(ROOT, 'node_modules/.cache/bench-bundle/bundle-build.json');

/** What bench:bundle needs from the webpack stats of the build that made dist/. */
export interface BundleBuild {
  indexHtmlSha: string;
  /** The files of each named chunk group (lazy pages, the store, the entry). */
  chunkGroups: Record<string, string[]>;
  /** Library modules in the bundle that are a development build; should be none. */
  developmentModules: string[];
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

type StatsModule = webpack.StatsModule;

/** Every module of the build, the ones webpack concatenated into others included. */
function allModules(modules: StatsModule[] = []): StatsModule[] {
  return modules.flatMap((module) => [module, ...allModules(module.modules)]);
}

function summarise(stats: webpack.Stats): Omit<BundleBuild, 'indexHtmlSha'> {
  const json = stats.toJson({ all: false, chunkGroups: true, modules: true, nestedModules: true });
  const chunkGroups = Object.fromEntries(
    Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
      name,
      (group.assets ?? []).map((asset) => asset.name),
    ]),
  );
  const names = allModules(json.modules).map((module) => module.nameForCondition ?? '');
  const developmentModules = [...new Set(names.filter((name) => DEVELOPMENT_BUILD.test(name)))];
  return { chunkGroups, developmentModules };
}

function build(): Promise<Omit<BundleBuild, 'indexHtmlSha'>> {
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
 * The chunk groups and development modules of the build that made the current dist/index.html,
 * building dist/ first when it was not built by this script.
 */
export async function bundleBuild(): Promise<BundleBuild> {
  const cached = existsSync(MANIFEST)
    ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as BundleBuild)
    : undefined;
  const currentSha = existsSync(INDEX_HTML) ? sha(readFileSync(INDEX_HTML, 'utf8')) : undefined;
  if (cached && cached.indexHtmlSha === currentSha) return cached;
  const summary = await build();
  const manifest: BundleBuild = { indexHtmlSha: sha(readFileSync(INDEX_HTML, 'utf8')), ...summary };
  mkdirSync(path.dirname(MANIFEST), { recursive: true });
  writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2));
  return manifest;
}
