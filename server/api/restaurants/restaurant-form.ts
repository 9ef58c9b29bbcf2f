import type { FastifyRequest } from 'fastify';
import {
  IMAGE_FIELD,
  MAX_IMAGE_BYTES,
  MAX_MENU_ITEMS,
  RESTAURANT_MESSAGES,
} from '@contract/restaurant';
import { HttpError, httpError } from '../plugins/errors.plugin';
import { FieldNameError, unflattenFields } from './form-fields';

/**
 * Room for the five details, the time zone and opening hours, 26 cuisines and four fields for
 * each of 100 menu items. The opening hours travel as one JSON field of up to 70 ranges.
 */
const MAX_FIELDS = 7 + 26 + 4 * MAX_MENU_ITEMS + 50;

/** @fastify/multipart limits: nothing in a restaurant form is buffered without a bound. */
export const RESTAURANT_FORM_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: MAX_FIELDS,
  parts: MAX_FIELDS + 1,
  fieldSize: 4096,
  fieldNameSize: 100,
};

/**
 * A preValidation step for the restaurant form's routes: reads the multipart body into the
 * object the route's body schema (contract/restaurant.ts `restaurantFormSchema`) then checks,
 * the bracketed field names unflattened and the image as bytes. An empty file counts as none.
 * 415 when the body is not multipart, 413 when a part is too large, 400 for a broken body.
 */
export async function readRestaurantForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw httpError(415, 'Expected a multipart/form-data body');
  const { fields, image } = await readParts(request).catch((error: unknown) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status !== 400)) throw error;
    // The parser's own faults (a cut-off body, a missing boundary, a forbidden field name).
    request.log.debug({ err: error }, 'unreadable multipart body');
    throw httpError(400, 'body: malformed multipart/form-data');
  });
  const form = unflatten(fields);
  request.body = image?.length ? { ...form, [IMAGE_FIELD]: image } : form;
}

async function readParts(request: FastifyRequest) {
  const fields: Array<[string, string]> = [];
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== IMAGE_FIELD) {
        part.file.resume();
        throw httpError(400, `${part.fieldname}: only ${IMAGE_FIELD} may carry a file`);
      }
      image = await readImage(part);
    } else {
      if (part.valueTruncated) throw httpError(413, `${part.fieldname}: value is too large`);
      fields.push([part.fieldname, String(part.value)]);
    }
  }
  return { fields, image };
}

async function readImage(part: { toBuffer(): Promise<Buffer> }): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw httpError(413, `${IMAGE_FIELD}: ${RESTAURANT_MESSAGES.imageTooLarge}`);
    }
    throw error;
  }
}

function unflatten(fields: Array<[string, string]>) {
  try {
    return unflattenFields(fields);
  } catch (error) {
    if (error instanceof FieldNameError) throw httpError(400, `body: ${error.message}`);
    throw error;
  }
}
