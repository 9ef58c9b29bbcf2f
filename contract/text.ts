import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './text-limits';

export { MAX_TEXT_LENGTH } from './text-limits';

/** PostgreSQL text cannot hold the NUL character, and no one types it: it is refused. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const WITHOUT_NUL = /^[^\u0000]*$/;
export const NUL_MESSAGE = 'must not contain a NUL character';

/**
 * Half of a UTF-16 surrogate pair on its own (JSON can carry one as `\ud800`) is no character:
 * stored, it would silently become U+FFFD. It is refused. (Invalid UTF-8 bytes never get this
 * far: every body and URL is decoded with U+FFFD in their place, as browsers decode.)
 */
// Written without Unicode property escapes: the pattern also goes into the OpenAPI document,
// where tools (the API reference's 'Try it out' among them) compile it without the `u` flag.
const WITHOUT_LONE_SURROGATE = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const LONE_SURROGATE_MESSAGE = 'must be valid Unicode text (an unpaired surrogate is not)';

/** Text the database can store as it was given: anything but NUL and unpaired surrogates. */
export function storableText(schema: z.ZodString): z.ZodString {
  return schema
    .regex(WITHOUT_NUL, NUL_MESSAGE)
    .regex(WITHOUT_LONE_SURROGATE, LONE_SURROGATE_MESSAGE);
}

/** Required text: trimmed, not empty (`message` when it is), at most MAX_TEXT_LENGTH long. */
export function requiredText(message: string) {
  return storableText(
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`),
  );
}
