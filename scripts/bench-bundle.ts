/**
 * What the first load of / costs: the scripts and styles dist/index.html references, the home
 * page's lazy chunk group, and the hero image a 1440 px wide screen fetches. Prints raw and gzip
 * bytes per file and checks the budgets (JS+CSS ≤ 130 kB gzipped, hero ≤ 60 kB); exits 1 when
 * over. Builds dist/ first when it is missing or was not built by this script.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import webpackConfig from '../webpack.config';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const INDEX_HTML = path.join(DIST, 'index.html');
const MANIFEST = path.join(ROOT, 'node_modules/.cache/bench-bundle/home-chunks.json');
const HOME_CHUNK = 'home-page';
const JS_CSS_BUDGET = 130_000;
const HERO_BUDGET = 60_000;
const COLUMN = 58;
// At 1440 CSS px with sizes="100vw" the browser takes the smallest width ≥ 1440, as AVIF.
const HERO_AT_1440 = /^hero-1920\.[0-9a-f]+\.avif$/;

interface HomeChunks {
  indexHtmlSha: string;
  files: string[];
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function build(): Promise<string[]> {
  console.log('Building dist/ ...');
  const compiler = webpack(webpackConfig(undefined, { mode: 'production' }));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only') ?? 'webpack failed'));
        return;
      }
      const groups = stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {};
      const files = (groups[HOME_CHUNK]?.assets ?? []).map((asset) => asset.name);
      if (files.length === 0) reject(new Error(`No chunk group named '${HOME_CHUNK}'.`));
      else resolve(files);
    });
  });
}

/** The home page's chunk files, from the build that made the current dist/index.html. */
async function homeChunkFiles(): Promise<string[]> {
  const cached = existsSync(MANIFEST)
    ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as HomeChunks)
    : undefined;
  if (
    cached &&
    existsSync(INDEX_HTML) &&
    cached.indexHtmlSha === sha(readFileSync(INDEX_HTML, 'utf8'))
  ) {
    return cached.files;
  }
  const files = await build();
  mkdirSync(path.dirname(MANIFEST), { recursive: true });
  const manifest: HomeChunks = { indexHtmlSha: sha(readFileSync(INDEX_HTML, 'utf8')), files };
  writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2));
  return files;
}

/** Scripts and stylesheets index.html makes the browser fetch, in document order. */
function entryFiles(html: string): string[] {
  const pattern =
    /<script[^>]*\ssrc="?([^"\s>]+)|<link[^>]*rel="?stylesheet"?[^>]*\shref="?([^"\s>]+)/g;
  return [...html.matchAll(pattern)].map((match) => (match[1] ?? match[2]).replace(/^\//, ''));
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10);

function sizes(file: string) {
  const content = readFileSync(path.join(DIST, file));
  return { file, raw: content.length, gzip: gzipSync(content).length };
}

function report(label: string, value: number, budget: number): boolean {
  const within = value <= budget;
  console.log(
    `${label} ${kB(value)}  (budget ${kB(budget).trim()}: ${within ? 'within' : 'OVER'})`,
  );
  return within;
}

async function main() {
  const homeFiles = await homeChunkFiles();
  const firstLoad = [...new Set([...entryFiles(readFileSync(INDEX_HTML, 'utf8')), ...homeFiles])]
    .filter((file) => /\.(js|css)$/.test(file))
    .map(sizes);
  console.log(`\nFirst load of / (gzip at zlib's default level; 1 kB = 1000 bytes)\n`);
  console.log(`${'file'.padEnd(COLUMN)}${'raw'.padStart(10)}${'gzip'.padStart(10)}`);
  for (const { file, raw, gzip } of firstLoad)
    console.log(`${file.padEnd(COLUMN)}${kB(raw)}${kB(gzip)}`);
  const total = firstLoad.reduce((sum, file) => sum + file.gzip, 0);
  console.log('');
  const scriptsOk = report('JS+CSS total (gzip)'.padEnd(COLUMN), total, JS_CSS_BUDGET);

  const heroFiles = readdirSync(path.join(DIST, 'assets')).filter((name) =>
    name.startsWith('hero-'),
  );
  const picked = heroFiles.find((name) => HERO_AT_1440.test(name));
  const largest = heroFiles.map((name) => sizes(`assets/${name}`)).sort((a, b) => b.raw - a.raw)[0];
  if (picked)
    console.log(
      `${`hero at 1440 px: assets/${picked}`.padEnd(COLUMN)}${kB(sizes(`assets/${picked}`).raw)}`,
    );
  const heroOk =
    Boolean(largest) &&
    report(`largest hero file: ${largest.file}`.padEnd(COLUMN), largest.raw, HERO_BUDGET);

  if (!scriptsOk || !heroOk) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
