// Images of every size and shape through PUT /api/my/restaurant: each is answered at once, 200 or
// a 400 that names the field and the limit, never a 5xx, and none can make the process balloon.
// Replay a failure with the FUZZ_SEED it prints; FUZZ_RUNS sets how many images are tried.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  storedImageKeys,
  validFields,
  type Headers,
  type Upload,
} from '../restaurants/restaurant-test-kit';
import { bytesOf, imageFiles, refusalsOf } from './image-files';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Safety bounds, not benchmarks: far above what an image takes, far below what broke. */
const REFUSAL_MS = 5_000;
const RENDER_MS = 30_000;
const RSS_GROWTH_BYTES = 100 * 1024 * 1024;

let t: TestApp;
let owner: Headers;

beforeAll(async () => {
  t = await buildRestaurantTestApp();
  owner = await signUp(t.app, 'auth0|image-fuzz-owner');
  const created = await sendRestaurant(t.app, 'POST', owner, validFields, {
    data: await solidImage('png', 800, 450),
  });
  expect(created.statusCode).toBe(201);
}, 60_000);
afterAll(() => t.close());

interface Measured {
  response: LightMyRequestResponse;
  ms: number;
  rssGrowth: number;
}

/** Sends the form with `upload`; the time it took and how far the process's memory rose. */
async function measured(method: 'POST' | 'PUT', headers: Headers, upload: Upload) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    const response = await sendRestaurant(t.app, method, headers, validFields, upload);
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { response, ms, rssGrowth: peak - before } satisfies Measured;
  } finally {
    clearInterval(sample);
  }
}

function expectWithinBounds({ response, ms, rssGrowth }: Measured) {
  expect(ms).toBeLessThan(response.statusCode === 400 ? REFUSAL_MS : RENDER_MS);
  expect(rssGrowth).toBeLessThan(RSS_GROWTH_BYTES);
}

describe('PUT /api/my/restaurant with generated images', () => {
  it('answers 200 or a 400 naming the limit, quickly and within memory', async () => {
    const seen: Record<string, number> = {};
    const worst = { ms: 0, rssMB: 0 };
    const property = fc.asyncProperty(imageFiles, async (file) => {
      const data = await bytesOf(file);
      const keysBefore = await storedImageKeys(t.database);
      const answer = await measured('PUT', owner, {
        data,
        filename: file.filename,
        type: file.type,
      });
      const { statusCode } = answer.response;
      const outcome = `${statusCode} ${/(must be|at most) [\w ]+/.exec(answer.response.body)?.[0] ?? ''}`;
      seen[outcome] = (seen[outcome] ?? 0) + 1;
      worst.ms = Math.max(worst.ms, answer.ms);
      worst.rssMB = Math.max(worst.rssMB, answer.rssGrowth / 2 ** 20);
      const refusals = refusalsOf(file);
      if (statusCode === 200) {
        expect(refusals === undefined || refusals.includes('accepted')).toBe(true);
      } else {
        expect(statusCode).toBe(400);
        expect(refusals).toContain(answer.response.json<{ message: string }>().message);
        expect(await storedImageKeys(t.database)).toEqual(keysBefore);
      }
      expectWithinBounds(answer);
    });
    await fc
      .assert(property, { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 90_000 })
      .catch((error: Error) => {
        error.message += `\n\nReplay: FUZZ_SEED=${SEED} npx jest ${expect.getState().testPath}`;
        throw error;
      });
    if (process.env.FUZZ_STATS) console.log('answers', seen, 'worst', worst);
  }, 180_000);
});

describe('the images that brought the API down', () => {
  const SIDES =
    'each side must be between 180 and 10,000 pixels and the longer at most 8 times the shorter';

  it.each([
    [20_000, 1],
    [1_000, 1],
    [320, 1],
  ])('refuses a %d × %d PNG at once, naming the limit', async (width, height) => {
    const data = await solidImage('png', width, height);
    for (const [method, headers] of [
      ['PUT', owner],
      ['POST', await signUp(t.app, `auth0|image-${width}`)],
    ] as const) {
      const answer = await measured(method, headers, { data });
      expect(answer.response.statusCode).toBe(400);
      expect(answer.response.json()).toEqual({
        message: `imageFile: image is ${width} × ${height} pixels; ${SIDES}`,
      });
      expectWithinBounds(answer);
    }
  });

  it('names the pixel limit for a 48-megapixel PNG', async () => {
    const answer = await measured('PUT', owner, { data: await solidImage('png', 8_000, 6_000) });
    expect(answer.response.statusCode).toBe(400);
    expect(answer.response.json()).toEqual({
      message: 'imageFile: image is 8000 × 6000 pixels (48 megapixels); at most 40 megapixels',
    });
    expectWithinBounds(answer);
  });
});
