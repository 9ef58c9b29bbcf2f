/**
 * What the first visit of each page costs (bench/bundle/route-budgets.ts): the scripts
 * and styles dist/index.html references plus the lazy chunk groups the page loads, raw and as
 * the web server sends them (the build's precompressed `.gz`, and `.br` for information) per
 * file, against the page's gzip budget; and the largest hero picture against its budget. Exits 1
 * when a budget is exceeded or when a library's development build is in the bundle. Builds dist/
 * first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundleBuild, DIST, INDEX_HTML } from './bundle/bundle-build';
import { HERO_AT_1440, HERO_BUDGET, ROUTE_BUDGETS } from './bundle/route-budgets';

const COLUMN = 58;

/** Scripts and stylesheets index.html makes the browser fetch, in document order. */
function entryFiles(html: string): string[] {
  const pattern =
    /<script[^>]*\ssrc="?([^"\s>]+)|<link[^>]*rel="?stylesheet"?[^>]*\shref="?([^"\s>]+)/g;
  return [...html.matchAll(pattern)].map((match) => (match[1] ?? match[2]).replace(/^\//, ''));
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10);

const rawSize = (file: string) => statSync(path.join(DIST, file)).size;

/** A file's size, and its precompressed twins' that the server sends (webpack.config.ts). */
function sizes(file: string) {
  return { file, raw: rawSize(file), gzip: rawSize(`${file}.gz`), brotli: rawSize(`${file}.br`) };
}

function report(label: string, value: number, budget: number): boolean {
  const within = value <= budget;
  console.log(
    `${label.padEnd(COLUMN)}${kB(value)}  (budget ${kB(budget).trim()}: ${within ? 'within' : 'OVER'})`,
  );
  return within;
}

function routeWithinBudget(
  route: string,
  files: string[],
  budget: number,
  labels: Record<string, string>,
): { ok: boolean; total: number; brotli: number } {
  const firstVisit = [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).map(sizes);
  console.log(`\nFirst visit of ${route}\n`);
  console.log(
    `${'file'.padEnd(COLUMN)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`,
  );
  for (const { file, raw, gzip, brotli } of firstVisit) {
    const label = labels[file] ? `${file} (${labels[file]})` : file;
    console.log(`${label.padEnd(COLUMN)}${kB(raw)}${kB(gzip)}${kB(brotli)}`);
  }
  const total = firstVisit.reduce((sum, file) => sum + file.gzip, 0);
  const brotli = firstVisit.reduce((sum, file) => sum + file.brotli, 0);
  console.log(`${'JS+CSS total (brotli, for information)'.padEnd(COLUMN)}${kB(brotli)}`);
  return { ok: report('JS+CSS total (gzip)', total, budget), total, brotli };
}

function heroWithinBudget(): boolean {
  const heroFiles = readdirSync(path.join(DIST, 'assets')).filter((name) =>
    name.startsWith('hero-'),
  );
  const picked = heroFiles.find((name) => HERO_AT_1440.test(name));
  const largest = heroFiles
    .map((name) => ({ file: `assets/${name}`, raw: rawSize(`assets/${name}`) }))
    .sort((a, b) => b.raw - a.raw)[0];
  console.log('');
  if (picked)
    console.log(
      `${`hero at 1440 px: assets/${picked}`.padEnd(COLUMN)}${kB(rawSize(`assets/${picked}`))}`,
    );
  return Boolean(largest) && report(`largest hero file: ${largest.file}`, largest.raw, HERO_BUDGET);
}

async function main() {
  const build = await bundleBuild();
  const entry = entryFiles(readFileSync(INDEX_HTML, 'utf8'));
  console.log(
    'As served: the .gz (zopfli) and .br (brotli 11) files the build writes; 1 kB = 1000 bytes.',
  );
  const results = ROUTE_BUDGETS.map(({ route, chunkGroups, budget }) => {
    const lazy = chunkGroups.flatMap((name) => {
      const files = build.chunkGroups[name];
      if (!files) throw new Error(`No chunk group named '${name}' in the build.`);
      return files;
    });
    const files = [...entry, ...lazy];
    return { route, budget, ...routeWithinBudget(route, files, budget, build.fileLabels) };
  });
  const heroOk = heroWithinBudget();

  console.log(
    `\n${'page'.padEnd(COLUMN)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}${'budget'.padStart(12)}`,
  );
  for (const { route, total, brotli, budget } of results)
    console.log(`${route.padEnd(COLUMN)}${kB(total)}${kB(brotli)}${kB(budget).padStart(12)}`);

  const developmentOk = build.developmentModules.length === 0;
  console.log(
    developmentOk
      ? '\nNo development build of a library is in the bundle.'
      : `\nDevelopment builds in the bundle (use the production build):\n  ${build.developmentModules.join('\n  ')}`,
  );
  if (!results.every((result) => result.ok) || !heroOk || !developmentOk) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
