import { z } from 'zod';
import {
  ALLERGENS,
  DIETARY_TAGS,
  MAX_OPTION_GROUPS,
  MENU_OPTION_MESSAGES,
} from '@contract/menu-options';
import {
  MAX_MENU_ITEM_PRICE_CENTS,
  MIN_MENU_ITEM_PRICE_CENTS,
  menuItemInputSchema,
  RESTAURANT_MESSAGES as MESSAGES,
} from '@contract/restaurant';
import { formatPrice, parseDollarsToCents } from '@/lib/money';
import { judgedNumber } from './judged-number';
import { optionGroupFormSchema } from './option-group.schema';

/**
 * A menu line: its name and description as the API judges them, its price typed in dollars, its
 * tags and allergens as ticked, its option groups. False `available` while sold out; a saved
 * item's switch saves it at once, a new item's with the form.
 */
export const menuItemFormSchema = menuItemInputSchema.extend({
  _id: z.string().optional(),
  available: z.boolean(),
  // Under a cent rounds to nothing, which is no price at all.
  price: judgedNumber(
    MESSAGES.menuItemPrice,
    menuItemInputSchema.shape.price,
    parseDollarsToCents,
    (cents) =>
      cents < MIN_MENU_ITEM_PRICE_CENTS
        ? MESSAGES.menuItemPrice
        : `must be at most ${formatPrice(MAX_MENU_ITEM_PRICE_CENTS)}`,
  ),
  // The form always has a description, if only an empty one (which the API reads as none).
  description: menuItemInputSchema.shape.description.unwrap(),
  // Checkboxes of the listed values, each once: the API's list rules cannot fail here.
  dietary: z.array(z.enum(DIETARY_TAGS)),
  allergens: z.array(z.enum(ALLERGENS)),
  optionGroups: z
    .array(optionGroupFormSchema)
    .max(MAX_OPTION_GROUPS, MENU_OPTION_MESSAGES.tooManyGroups),
});
