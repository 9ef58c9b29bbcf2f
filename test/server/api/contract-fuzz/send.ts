import type { InjectOptions } from 'fastify';
import type { ApiRoute } from '@contract/api-route';
import { MAX_IMAGE_BYTES } from '@contract/restaurant';
import { multipartBody, solidImage, type Upload } from '../restaurants/restaurant-test-kit';
import { overTheLimit, type UploadSpec } from './bodies';
import type { FuzzWorld } from './fuzz-world';
import type { FuzzRequest } from './requests';

/** What was sent, as far as judging the answer needs it. */
export interface Sent {
  method: string;
  url: string;
  contentType?: string;
  bytes: number;
  /** The multipart field names, which a 400 may name as they were sent. */
  fieldNames: string[];
}

/** Small real images, made once. */
let images: { png: Promise<Buffer>; jpeg: Promise<Buffer> } | undefined;

async function uploadOf({ content, field }: UploadSpec): Promise<Upload> {
  images ??= { png: solidImage('png', 320, 180), jpeg: solidImage('jpeg', 320, 180) };
  if (content === 'png') return { data: await images.png, field };
  if (content === 'jpeg') return { data: await images.jpeg, field, type: 'image/jpeg' };
  const data = content === 'over 5 MB' ? Buffer.alloc(MAX_IMAGE_BYTES + 1) : Buffer.from(content);
  return { data, field, type: 'application/octet-stream', filename: 'upload.bin' };
}

/** The request as it goes out; a newcomer signs up here, before anything is compared. */
export async function prepare(world: FuzzWorld, route: ApiRoute, request: FuzzRequest) {
  const { url, body, headers: extra } = await world.resolve(request);
  const headers: Record<string, string> = { ...(await world.headersOf(request.caller)), ...extra };
  let payload: string | Buffer | undefined;
  let fieldNames: string[] = [];
  if (body?.kind === 'json') {
    [payload, headers['content-type']] = [JSON.stringify(body.value), body.contentType];
  } else if (body?.kind === 'over the limit') {
    [payload, headers['content-type']] = [overTheLimit(), 'application/json'];
  } else if (body?.kind === 'raw') {
    payload = body.text;
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  } else if (body?.kind === 'form') {
    const upload = body.upload && (await uploadOf(body.upload));
    const form = await multipartBody(body.fields, upload);
    [payload, headers['content-type']] = [form.payload, form.headers['content-type']];
    const names = [...body.fields.map(([name]) => name), upload?.field ?? 'imageFile'];
    // As FormData writes them into the part headers.
    fieldNames = names.map((name) => name.replace(/"/g, '%22').replace(/\r\n|\r|\n/g, '%0D%0A'));
  }
  const { method } = route;
  const bytes = payload === undefined ? 0 : Buffer.byteLength(payload);
  const sent: Sent = { method, url, contentType: headers['content-type'], bytes, fieldNames };
  return { inject: { method, url, headers, payload } satisfies InjectOptions, sent };
}

/** Sends one request as the fuzz does. */
export async function sendOnce(world: FuzzWorld, route: ApiRoute, request: FuzzRequest) {
  const { inject, sent } = await prepare(world, route, request);
  return { response: await world.subject.app.inject(inject), sent };
}
