import sharp from 'sharp';
import { DEMO_SEED, type DemoRestaurant } from './demo-restaurants';
import { createRandom, type Random } from './prng';

/** The picture is drawn at 16:9; the image pipeline renders its own widths from it. */
export const DEMO_IMAGE_WIDTH = 1280;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The first letters of the first two words that start with a letter, e.g. "Red Fox Diner" → RF. */
export function initialsOf(name: string): string {
  const words = name.match(/\p{L}[\p{L}']*/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

function shape(random: Random, width: number, height: number): string {
  const x = random.int(0, width);
  const y = random.int(0, height);
  const size = random.int(height / 10, height / 2);
  const opacity = (0.08 + random.next() * 0.22).toFixed(2);
  const fill = random.next() < 0.5 ? '#ffffff' : '#000000';
  switch (random.int(0, 2)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`;
    case 1:
      return `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${size / 4}" transform="rotate(${random.int(-40, 40)} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`;
    default:
      return `<path d="M0 ${y} Q ${width / 2} ${y - size} ${width} ${y} L ${width} ${height} L 0 ${height} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
  }
}

/**
 * A picture that belongs to one restaurant: its own colours and shapes, a plate with its
 * initials and its main cuisine. Drawn from a generator seeded by the restaurant's index.
 */
export function demoImageSvg(restaurant: DemoRestaurant, width = DEMO_IMAGE_WIDTH): string {
  const random = createRandom(DEMO_SEED + restaurant.index * 7919);
  const height = Math.round((width * 9) / 16);
  const hue = random.int(0, 359);
  const second = (hue + random.int(25, 90)) % 360;
  const shapes = Array.from({ length: random.int(4, 8) }, () => shape(random, width, height));
  const plate = Math.round(height * 0.3);
  const font = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${second},70%,35%)"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${shapes.join('\n')}
<circle cx="${width / 2}" cy="${height / 2}" r="${plate}" fill="#ffffff" fill-opacity="0.92"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(plate * 0.82)}" fill="none" stroke="hsl(${hue},40%,70%)" stroke-width="${Math.round(plate * 0.04)}"/>
<text x="${width / 2}" y="${Math.round(height / 2 + plate * 0.25)}" text-anchor="middle" font-size="${Math.round(plate * 0.75)}" ${font} fill="hsl(${hue},55%,30%)">${escapeXml(initialsOf(restaurant.restaurantName))}</text>
<text x="${width / 2}" y="${Math.round(height * 0.93)}" text-anchor="middle" font-size="${Math.round(height * 0.06)}" ${font} fill="#ffffff" fill-opacity="0.9">${escapeXml(restaurant.cuisines[0].toUpperCase())}</text>
</svg>`;
}

/** The restaurant's picture as a PNG, which the image pipeline accepts like any upload. */
export function renderDemoImage(
  restaurant: DemoRestaurant,
  width = DEMO_IMAGE_WIDTH,
): Promise<Buffer> {
  // Barely compressed: the PNG is only handed to the pipeline, which re-encodes it.
  return sharp(Buffer.from(demoImageSvg(restaurant, width)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
