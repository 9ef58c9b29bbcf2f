import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { DatabaseHandle } from '@server/db/database';
import { restaurantImages } from '@server/db/schema';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';

export type Headers = Record<string, string>;

/** A test app whose data folder (where images were kept before the database) is its own. */
export async function buildRestaurantTestApp(): Promise<TestApp & { imagesDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-restaurants-'));
  const subject = await buildTestApp({ config: { dataDir } });
  return {
    ...subject,
    imagesDir: path.join(dataDir, 'images'),
    close: async () => {
      await subject.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The keys of the image renditions currently stored (in the database), sorted. */
export async function storedImageKeys(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.db.select({ key: restaurantImages.key }).from(restaurantImages);
  return rows.map((row) => row.key).sort();
}

/** A signed-in user with a user record; answers their Authorization header. */
export async function signUp(app: FastifyInstance, sub: string): Promise<Headers> {
  const headers = await bearer(sub);
  const response = await app.inject({ method: 'POST', url: '/api/my/user', headers });
  if (response.statusCode >= 300) throw new Error(`sign-up failed: ${response.body}`);
  return headers;
}

export function solidImage(format: 'png' | 'jpeg', width = 800, height = 600): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

export interface ChoiceFields {
  _id?: string;
  name: string;
  price: string;
  available?: string;
}

export interface OptionGroupFields {
  _id?: string;
  name: string;
  required: string;
  minChoices: string;
  maxChoices: string;
  choices?: ChoiceFields[];
}

/** A menu item as the form sends it; '' for a list is the form's "none". */
export interface MenuItemFields {
  _id?: string;
  name: string;
  price: string;
  available?: string;
  description?: string;
  dietary?: string[] | '';
  allergens?: string[] | '';
  optionGroups?: OptionGroupFields[] | '';
}

export interface RestaurantFields {
  restaurantName: string;
  city: string;
  country: string;
  deliveryPrice: string;
  estimatedDeliveryTime: string;
  cuisines: string[];
  menuItems: MenuItemFields[];
}

export const validFields: RestaurantFields = {
  restaurantName: 'Pasta Place',
  city: 'London',
  country: 'United Kingdom',
  deliveryPrice: '250',
  estimatedDeliveryTime: '30',
  cuisines: ['Italian', 'Pasta'],
  menuItems: [
    { name: 'Margherita', price: '1250' },
    { name: 'Tiramisu', price: '599' },
  ],
};

/**
 * The bracketed multipart names of the restaurant form, e.g. `menuItems[0][price]` or
 * `menuItems[0][optionGroups][1][choices][2][name]`.
 */
export function toFormEntries(fields: RestaurantFields): Array<[string, string]> {
  return bracketedEntries(fields);
}

function bracketedEntries(value: unknown, name = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[name, value]];
  if (value === undefined) return [];
  return Object.entries(value as object).flatMap(([key, child]) =>
    bracketedEntries(child, name ? `${name}[${key}]` : key),
  );
}

export interface Upload {
  data: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipartBody(entries: Array<[string, string]>, upload?: Upload) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  if (upload) {
    const blob = new Blob([new Uint8Array(upload.data)], { type: upload.type ?? 'image/png' });
    form.append(upload.field ?? 'imageFile', blob, upload.filename ?? 'photo.png');
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** Sends the restaurant form to /api/my/restaurant. */
export async function sendRestaurant(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  headers: Headers,
  entries: Array<[string, string]> | RestaurantFields,
  upload?: Upload,
) {
  const list = Array.isArray(entries) ? entries : toFormEntries(entries);
  const body = await multipartBody(list, upload);
  return app.inject({
    method,
    url: '/api/my/restaurant',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export { ALWAYS_OPEN } from '@test/always-open';

/** What a menu item sent without description, tags, allergens or options answers for them. */
export const NO_DETAILS = { description: '', dietary: [], allergens: [], optionGroups: [] };
