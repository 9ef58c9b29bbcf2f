import { z } from 'zod';

/** The longest name, place or search text the product stores or accepts. */
export const MAX_TEXT_LENGTH = 100;

/** Required text: trimmed, not empty (`message` when it is), at most MAX_TEXT_LENGTH long. */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`);
}
