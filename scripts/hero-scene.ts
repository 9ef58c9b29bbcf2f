/**
 * The home page's hero as an SVG: a top-down table of takeaway dishes, drawn from plain shapes so
 * it needs no photos and no network. Positions of small details come from a seeded generator, so
 * every run draws the same picture.
 */
export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 960;

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = seeded(7);

function scatter(
  count: number,
  cx: number,
  cy: number,
  radius: number,
  draw: (x: number, y: number, a: number) => string,
) {
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    return draw(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, angle * 57.3);
  }).join('');
}

function table() {
  const planks = Array.from({ length: 7 }, (_, i) => {
    const y = i * 150 + 40;
    return `<rect x="0" y="${y}" width="${HERO_WIDTH}" height="4" fill="#3b1206" opacity="0.5"/>`;
  }).join('');
  return `<defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#7c2d12"/><stop offset="1" stop-color="#431407"/></linearGradient></defs>
    <rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#wood)"/>${planks}`;
}

function plate(cx: number, cy: number, r: number) {
  return `<circle cx="${cx + 14}" cy="${cy + 18}" r="${r}" fill="#000" opacity="0.25"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#fafaf9"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="#f5f5f4"/>`;
}

function pizza(cx: number, cy: number) {
  const cuts = [0, 60, 120]
    .map(
      (a) =>
        `<rect x="${cx - 235}" y="${cy - 3}" width="470" height="6" fill="#b45309" opacity="0.55" transform="rotate(${a} ${cx} ${cy})"/>`,
    )
    .join('');
  const pepperoni = scatter(
    14,
    cx,
    cy,
    170,
    (x, y) =>
      `<circle cx="${x}" cy="${y}" r="26" fill="#b91c1c"/><circle cx="${x - 6}" cy="${y - 6}" r="8" fill="#dc2626"/>`,
  );
  const basil = scatter(
    8,
    cx,
    cy,
    170,
    (x, y, a) =>
      `<ellipse cx="${x}" cy="${y}" rx="20" ry="9" fill="#15803d" transform="rotate(${a} ${x} ${y})"/>`,
  );
  return `${plate(cx, cy, 300)}<circle cx="${cx}" cy="${cy}" r="245" fill="#d97706"/>
    <circle cx="${cx}" cy="${cy}" r="215" fill="#fbbf24"/><circle cx="${cx}" cy="${cy}" r="215" fill="#f59e0b" opacity="0.25"/>
    ${pepperoni}${basil}${cuts}`;
}

function noodles(cx: number, cy: number) {
  const strands = Array.from({ length: 9 }, (_, i) => {
    const y = cy - 110 + i * 26;
    return `<path d="M${cx - 120} ${y} q30 -22 60 0 t60 0 t60 0 t60 0" stroke="#fde68a" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }).join('');
  const onions = scatter(
    18,
    cx,
    cy,
    120,
    (x, y) => `<circle cx="${x}" cy="${y}" r="7" fill="#65a30d"/>`,
  );
  return `<circle cx="${cx + 14}" cy="${cy + 18}" r="200" fill="#000" opacity="0.25"/>
    <circle cx="${cx}" cy="${cy}" r="200" fill="#1e3a8a"/><circle cx="${cx}" cy="${cy}" r="178" fill="#b45309"/>
    <circle cx="${cx}" cy="${cy}" r="160" fill="#d97706"/>${strands}
    <ellipse cx="${cx + 70}" cy="${cy - 60}" rx="48" ry="38" fill="#fff"/><circle cx="${cx + 70}" cy="${cy - 60}" r="22" fill="#f59e0b"/>
    ${onions}
    <rect x="${cx - 260}" y="${cy + 120}" width="520" height="12" rx="6" fill="#e7c9a0" transform="rotate(-18 ${cx} ${cy})"/>
    <rect x="${cx - 250}" y="${cy + 150}" width="500" height="12" rx="6" fill="#e7c9a0" transform="rotate(-14 ${cx} ${cy})"/>`;
}

function burger(cx: number, cy: number) {
  const seeds = scatter(
    30,
    cx,
    cy,
    120,
    (x, y, a) =>
      `<ellipse cx="${x}" cy="${y}" rx="8" ry="4" fill="#fef3c7" transform="rotate(${a} ${x} ${y})"/>`,
  );
  return `${plate(cx, cy, 210)}<circle cx="${cx}" cy="${cy}" r="165" fill="#15803d"/>
    <circle cx="${cx}" cy="${cy}" r="150" fill="#b45309"/><circle cx="${cx - 20}" cy="${cy - 20}" r="120" fill="#d97706"/>${seeds}`;
}

function salad(cx: number, cy: number) {
  const leaves = scatter(
    22,
    cx,
    cy,
    120,
    (x, y, a) =>
      `<ellipse cx="${x}" cy="${y}" rx="38" ry="22" fill="${random() > 0.5 ? '#16a34a' : '#4d7c0f'}" transform="rotate(${a} ${x} ${y})"/>`,
  );
  const tomatoes = scatter(
    7,
    cx,
    cy,
    110,
    (x, y) =>
      `<circle cx="${x}" cy="${y}" r="20" fill="#dc2626"/><circle cx="${x - 5}" cy="${y - 5}" r="6" fill="#fca5a5"/>`,
  );
  const cucumbers = scatter(
    6,
    cx,
    cy,
    110,
    (x, y) =>
      `<circle cx="${x}" cy="${y}" r="18" fill="#bef264" stroke="#3f6212" stroke-width="5"/>`,
  );
  return `<circle cx="${cx + 14}" cy="${cy + 18}" r="180" fill="#000" opacity="0.25"/>
    <circle cx="${cx}" cy="${cy}" r="180" fill="#f5f5f4"/><circle cx="${cx}" cy="${cy}" r="158" fill="#ecfccb"/>
    ${leaves}${tomatoes}${cucumbers}`;
}

function drink(cx: number, cy: number) {
  return `<circle cx="${cx + 10}" cy="${cy + 14}" r="90" fill="#000" opacity="0.25"/>
    <circle cx="${cx}" cy="${cy}" r="90" fill="#ea580c"/><circle cx="${cx}" cy="${cy}" r="74" fill="#fdba74"/>
    <circle cx="${cx}" cy="${cy}" r="12" fill="#fff"/>
    <rect x="${cx - 6}" y="${cy - 150}" width="12" height="150" rx="6" fill="#fff" transform="rotate(35 ${cx} ${cy})"/>`;
}

function dip(cx: number, cy: number, sauce: string) {
  return `<circle cx="${cx + 8}" cy="${cy + 10}" r="56" fill="#000" opacity="0.25"/>
    <circle cx="${cx}" cy="${cy}" r="56" fill="#fafaf9"/><circle cx="${cx}" cy="${cy}" r="42" fill="${sauce}"/>`;
}

function fries(cx: number, cy: number) {
  const sticks = Array.from({ length: 11 }, (_, i) => {
    const x = cx - 75 + i * 15;
    const lift = Math.round(random() * 50);
    return `<rect x="${x}" y="${cy - 120 - lift}" width="16" height="${150 + lift}" rx="4" fill="${i % 2 ? '#fcd34d' : '#fbbf24'}" stroke="#d97706" stroke-width="2"/>`;
  }).join('');
  return `<g transform="rotate(-12 ${cx} ${cy})">
    <rect x="${cx - 86}" y="${cy + 12}" width="190" height="150" rx="14" fill="#000" opacity="0.25"/>
    ${sticks}<path d="M${cx - 100} ${cy} h200 l-16 150 h-168 z" fill="#dc2626"/>
    <path d="M${cx - 60} ${cy + 40} h120" stroke="#fef2f2" stroke-width="10" stroke-linecap="round"/></g>`;
}

export function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}">
    ${table()}${pizza(560, 470)}${noodles(1150, 330)}${salad(1000, 700)}${fries(190, 560)}${burger(1560, 640)}
    ${drink(1660, 200)}${dip(300, 110, '#dc2626')}${dip(1340, 860, '#facc15')}${dip(300, 860, '#16a34a')}
  </svg>`;
}
