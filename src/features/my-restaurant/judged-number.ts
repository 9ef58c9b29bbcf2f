import { z } from 'zod';
import { parseDollarsToCents } from '@/lib/money';

/** The second message of the number fields, after 'is required'. */
export const VALID_NUMBER = 'must be a valid number';

// Every check is a refinement on text, so one wrong field never hides another field's message:
// the whole form is judged at once. The text becomes cents and minutes when it is sent.
function number(required: string) {
  return z
    .string()
    .trim()
    .min(1, required)
    .refine((text) => text === '' || parseDollarsToCents(text) !== undefined, VALID_NUMBER);
}

/**
 * A number typed as text, judged by the API's rule for its field (contract/) on the number
 * `read` makes of it, the number the form sends. A refusal is worded by `refused` where the form
 * says it in its own terms (dollars), else as the API words it.
 */
export function judgedNumber(
  required: string,
  apiField: z.ZodType,
  read: (text: string) => number | undefined,
  refused?: (value: number) => string,
) {
  return number(required).superRefine((text, context) => {
    const value = read(text);
    if (value === undefined) return;
    const issue = apiField.safeParse(value).error?.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: refused?.(value) ?? issue.message });
  });
}

/**
 * A count typed as a number ('12', '12.0'); '12.5' stays 12.5 for the API's rule to refuse, as it
 * refuses it from any client.
 */
export const readWholeNumber = (text: string) =>
  parseDollarsToCents(text) === undefined ? undefined : Number(text);

/** What the API answers when `apiField` is sent empty: the field's 'is required' message. */
export function requiredMessageOf(apiField: z.ZodType): string {
  return apiField.safeParse('').error?.issues[0]?.message ?? 'is required';
}
