import { z } from 'zod';

/** The longest name, place or search text the product stores or accepts. */
export const MAX_TEXT_LENGTH = 100;

/** PostgreSQL text cannot hold the NUL character, and no one types it: it is refused. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const WITHOUT_NUL = /^[^\u0000]*$/;
export const NUL_MESSAGE = 'must not contain a NUL character';

/** Text the database can store: anything but NUL. */
export function storableText(schema: z.ZodString): z.ZodString {
  return schema.regex(WITHOUT_NUL, NUL_MESSAGE);
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
