import type { Locator, Page } from 'playwright-core';
import { SYSTEM } from './system';

/** A choice as the owner types it: its name and what it adds, in cents. */
export interface ChoiceSpec {
  name: string;
  price: number;
}

/** An option group as the owner sets it up on the form. */
export interface OptionGroupSpec {
  name: string;
  required: boolean;
  maxChoices: number;
  choices: ChoiceSpec[];
}

/** A dish with what the owner's form says about it beyond its name and price. */
export interface DishSpec {
  name: string;
  /** In cents. */
  price: number;
  description: string;
  /** As the form labels them: 'Vegetarian'. */
  dietary: string[];
  /** As the form labels them: 'Milk'. */
  allergens: string[];
  optionGroups: OptionGroupSpec[];
}

/** Cents as the dollars typed into the form: 450 → '4.50'. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A price as pages show it ('$16.00', 'Total: $44.00') in cents. */
export const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

const restaurantForm = (page: Page) => page.getByRole('form', { name: 'Restaurant' });

/** One option group of a menu line: name, Required, the maximum and every choice. */
async function fillOptionGroup(menuLine: Locator, place: number, spec: OptionGroupSpec) {
  await menuLine.getByRole('button', { name: 'Add option group', exact: true }).click();
  const group = menuLine.getByRole('group', { name: `Option group ${place}`, exact: true });
  await group.getByLabel('Group name', { exact: true }).fill(spec.name);
  // A new group starts required, one choice to pick; unticking allows up to all its choices.
  await group.getByLabel('Required', { exact: true }).setChecked(spec.required);
  for (const [index, choice] of spec.choices.entries()) {
    if (index > 0) {
      await group.getByRole('button', { name: `Add choice to ${spec.name}`, exact: true }).click();
    }
    const row = group.getByRole('listitem', { name: `Choice ${index + 1}`, exact: true });
    await row.getByLabel('Choice name', { exact: true }).fill(choice.name);
    await row.getByLabel('Choice price ($)', { exact: true }).fill(dollars(choice.price));
  }
  await group.getByLabel('Maximum choices', { exact: true }).fill(String(spec.maxChoices));
}

/**
 * Adds `dish` as a new line of the owner's menu through the Manage Restaurant form, as an owner
 * does it, field by field; does not submit. Answers the line.
 */
export async function addDishOnForm(page: Page, dish: DishSpec): Promise<Locator> {
  const form = restaurantForm(page);
  const lines = form.getByRole('listitem', { name: /^Menu item \d+$/ });
  const place = (await lines.count()) + 1;
  await form.getByRole('button', { name: 'Add Menu Item', exact: true }).click();
  const line = form.getByRole('listitem', { name: `Menu item ${place}`, exact: true });
  await line.getByLabel('Item name', { exact: true }).fill(dish.name);
  await line.getByLabel('Price ($)', { exact: true }).fill(dollars(dish.price));
  await line.getByLabel('Description', { exact: true }).fill(dish.description);
  // Scoped to the line's fieldset: the cuisines have a 'Vegan' box of their own.
  const dietary = line.getByRole('group', { name: 'Dietary', exact: true });
  for (const tag of dish.dietary) await dietary.getByLabel(tag, { exact: true }).check();
  if (dish.allergens.length > 0) {
    await line.locator('summary', { hasText: 'Allergens' }).click();
    const allergens = line.getByRole('group', { name: 'Allergens', exact: true });
    for (const allergen of dish.allergens) {
      await allergens.getByLabel(allergen, { exact: true }).check();
    }
  }
  for (const [index, group] of dish.optionGroups.entries()) {
    await fillOptionGroup(line, index + 1, group);
  }
  return line;
}

/** Presses Submit on the owner's form; answers the status of the API's answer and its text. */
export async function submitRestaurantForm(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.url() === `${SYSTEM.api}/api/my/restaurant` &&
      ['PUT', 'POST'].includes(response.request().method()),
  );
  await restaurantForm(page).getByRole('button', { name: 'Submit', exact: true }).click();
  const response = await saved;
  return { status: response.status(), body: await response.text() };
}

/** An order's line as a list shows it: its own text, then its choices a row each. */
export interface ShownLine {
  line: string;
  choices: string[];
}

/**
 * The lines of an order list (the owner's card, the kitchen ticket, the customer's order): each
 * item's own text, whitespace collapsed, and the rows of its nested list of choices.
 */
export function readOrderLines(list: Locator): Promise<ShownLine[]> {
  return list.evaluate((node) => {
    const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
    return [...node.children]
      .filter((child) => child.tagName === 'LI')
      .map((item) => ({
        line: collapse(
          [...item.childNodes]
            .filter((child) => !(child instanceof HTMLElement && child.matches('ul, ol')))
            .map((child) => child.textContent ?? '')
            .join(' '),
        ),
        choices: [...item.querySelectorAll('li')].map((choice) =>
          collapse(choice.textContent ?? ''),
        ),
      }));
  });
}
