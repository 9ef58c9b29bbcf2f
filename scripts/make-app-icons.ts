/**
 * Draws the installed app's icons (build/webpack/web-app-manifest.ts, APP_ICONS) from the
 * favicon into public/icons/, once: the PNGs are committed. Run again after the favicon changes:
 * `npx tsx scripts/make-app-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.resolve(__dirname, '../public');
const favicon = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');

/**
 * The maskable icon: the favicon's tile drawn to the edge (no rounded corners: the launcher
 * crops to its own shape) and its glyph shrunk to 80% about the centre, inside the safe circle
 * of 40% of the width that every mask keeps.
 */
function maskableSvg(svg: string): string {
  const tile = /<rect [^>]*rx="\d+"[^>]*\/>/;
  const glyph = /<path [^>]*\/>/;
  const glyphElement = svg.match(glyph)?.[0];
  if (!tile.test(svg) || !glyphElement) {
    throw new Error('public/favicon.svg no longer has the rounded tile and one glyph path');
  }
  return svg
    .replace(tile, (rect) => rect.replace(/\srx="\d+"/, ''))
    .replace(
      glyph,
      `<g transform="translate(32 32) scale(0.8) translate(-32 -32)">${glyphElement}</g>`,
    );
}

async function write(svg: string, size: number, name: string) {
  const file = path.join(PUBLIC_DIR, 'icons', name);
  // The favicon is drawn on 64 units: a density that renders it at the size wanted, not scaled up.
  const density = (72 * size) / 64;
  const image = sharp(Buffer.from(svg), { density })
    .resize(size, size)
    .png({ compressionLevel: 9 });
  const { width, height, size: bytes } = await image.toFile(file);
  console.log(`${path.relative(process.cwd(), file)}  ${width}x${height}  ${bytes} bytes`);
}

async function main() {
  await write(favicon, 192, 'icon-192.png');
  await write(favicon, 512, 'icon-512.png');
  await write(maskableSvg(favicon), 512, 'icon-maskable-512.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
