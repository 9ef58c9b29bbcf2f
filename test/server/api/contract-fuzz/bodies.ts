import fc from 'fast-check';
import { JSON_BODY_LIMIT } from '@server/app';
import { isComposite, junkText, junkValue, spoilt } from './junk';

/**
 * What a generated request sends as its body. Uploads are named, not held, so that a failing
 * case prints readably; send.ts makes the bytes.
 */
export type Body =
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType?: string }
  | { kind: 'form'; fields: Array<[string, string]>; upload?: UploadSpec }
  | { kind: 'over the limit' };

export interface UploadSpec {
  content: 'png' | 'jpeg' | 'over 5 MB' | Uint8Array;
  /** The multipart field; `imageFile` unless junk. */
  field?: string;
}

/** The media types a body may claim, right or wrong. */
const contentTypes = fc.oneof(
  fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
  fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
  fc.constantFrom('application/xml', 'image/png', 'application/jsonx', ''),
  fc.string(),
);

/** Bodies that are not a JSON object: broken JSON, other media types, no media type. */
export const rawBodies: fc.Arbitrary<Body> = fc
  .record(
    {
      text: fc.oneof(junkText, fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '{"a":1}{')),
      contentType: contentTypes,
    },
    { requiredKeys: ['text'] },
  )
  .map((body) => ({ kind: 'raw', ...body }));

/** Mostly `valid` (spoilt now and then) as JSON; else junk JSON, a raw body, none, too much. */
export function jsonBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body | undefined> {
  const json = (contentType: string) => (value: unknown) =>
    ({ kind: 'json', value, contentType }) as const;
  return fc.oneof(
    { weight: 12, arbitrary: spoilt(valid).map(json('application/json')) },
    { weight: 1, arbitrary: spoilt(valid).map(json('application/json; a=b')) },
    { weight: 2, arbitrary: junkValue.map(json('application/json')) },
    { weight: 3, arbitrary: rawBodies },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'over the limit' }) },
  );
}

/** A JSON text just over the body limit. */
export const overTheLimit = () => JSON.stringify({ text: 'x'.repeat(JSON_BODY_LIMIT) });

/**
 * The multipart fields of a generated object with the bracketed names the web app sends:
 * `cuisines[0]`, `menuItems[0][name]`. Leaves go as text; bytes go as the upload instead.
 */
export function bracketed(value: unknown, name = ''): Array<[string, string]> {
  if (value instanceof Uint8Array) return [];
  if (!isComposite(value)) return [[name, String(value)]];
  return Object.entries(value).flatMap(([key, child]) =>
    bracketed(child, name ? `${name}[${key}]` : key),
  );
}

/** Field names the form reader must refuse or ignore, and a few it reads. */
const fieldNames = fc.oneof(
  fc.constantFrom('menuItems[0][x]', 'cuisines[]', 'a[b][c][d][e]', '[x]', '0abc', 'x]'),
  fc.constantFrom('menuItems[1000][name]', 'cuisines[0][1]', '__proto__[x]', 'imageFile', ''),
  fc.string({ maxLength: 20 }),
);

const images = fc.constantFrom<UploadSpec>({ content: 'png' }, { content: 'jpeg' });

const uploads: fc.Arbitrary<UploadSpec> = fc.oneof(
  { weight: 2, arbitrary: images },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((content) => ({ content })) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 100 }).map((junk) => ({
      content: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...junk]),
    })),
  },
  { weight: 1, arbitrary: fieldNames.map((field): UploadSpec => ({ content: 'png', field })) },
  { weight: 1, arbitrary: fc.constant<UploadSpec>({ content: 'over 5 MB' }) },
);

interface OddParts {
  extra: Array<[string, string]>;
  repeat: boolean;
  flood: number;
}

/**
 * Multipart forms from generated objects: mostly as the web app sends them, with a real PNG or
 * JPEG or no image; else with junk or repeated fields, too many fields, junk bytes, an image in
 * the wrong field or one too large.
 */
export function formBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const asTheWebAppSends = fc.record({
    value: spoilt(valid),
    upload: fc.option(images, { freq: 6, nil: undefined }),
  });
  const odd = fc.record({
    value: spoilt(valid),
    extra: fc.array(fc.tuple(fieldNames, junkText), { maxLength: 2 }),
    repeat: fc.boolean(),
    flood: fc.oneof({ weight: 9, arbitrary: fc.constant(0) }, fc.integer({ min: 300, max: 500 })),
    upload: fc.option(uploads, { freq: 3, nil: undefined }),
  });
  return fc
    .oneof({ weight: 3, arbitrary: asTheWebAppSends }, { weight: 2, arbitrary: odd })
    .map((form): Body => {
      const { extra = [], repeat = false, flood = 0 } = form as Partial<OddParts>;
      const filler = Array.from({ length: flood }, (_, i): [string, string] => [`x${i}`, 'x']);
      const fields = [...bracketed(form.value), ...extra, ...filler];
      if (repeat && fields.length > 0) fields.push(fields[0]);
      return { kind: 'form', fields, ...(form.upload ? { upload: form.upload } : {}) };
    });
}
