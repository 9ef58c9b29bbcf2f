import type { FastifyRequest } from 'fastify';
import { ALLERGENS, DIETARY_TAGS } from '@contract/menu-options';
import {
  IMAGE_FIELD,
  MAX_IMAGE_BYTES,
  MAX_MENU_ITEMS,
  RESTAURANT_MESSAGES,
} from '@contract/restaurant';
import { HttpError, httpError } from '../plugins/errors.plugin';
import { FieldNameError, unflattenFields } from './form-fields';

/**
 * Fields an item may send beside its option groups: id, name, price, availability, description,
 * each dietary tag and each allergen.
 */
const ITEM_FIELDS = 5 + DIETARY_TAGS.length + ALLERGENS.length;
/**
 * Option fields for one item on average: four groups (id, name, required, minimum, maximum) of
 * five choices (id, name, price, availability). Any item may have more, up to the contract's
 * limits, as long as the menu as a whole fits.
 */
const OPTION_FIELDS_PER_ITEM = 4 * (5 + 5 * 4);

/**
 * Room for the five details, the time zone and opening hours, 26 cuisines and, for each of 100
 * menu items, its fields and options. The opening hours travel as one JSON field of up to 70
 * ranges.
 */
const MAX_FIELDS = 7 + 26 + (ITEM_FIELDS + OPTION_FIELDS_PER_ITEM) * MAX_MENU_ITEMS + 50;

/**
 * What the fields may hold in all, names and values: with room for menu options the field count
 * alone would allow some 50 MB of 4096-byte values held in memory; a full menu of realistic
 * options is well under a megabyte.
 */
export const MAX_FORM_FIELD_BYTES = 2 * 1024 * 1024;
export const FORM_TOO_LARGE = 'body: the form fields must be at most 2 MiB in all';

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
  let fieldBytes = 0;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== IMAGE_FIELD) {
        part.file.resume();
        throw httpError(400, `${part.fieldname}: only ${IMAGE_FIELD} may carry a file`);
      }
      image = await readImage(part);
    } else {
      if (part.valueTruncated) throw httpError(413, `${part.fieldname}: value is too large`);
      const value = String(part.value);
      fieldBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
      if (fieldBytes > MAX_FORM_FIELD_BYTES) throw httpError(413, FORM_TOO_LARGE);
      fields.push([part.fieldname, value]);
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
