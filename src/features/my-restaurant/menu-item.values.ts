import type { MenuItem } from '@contract/restaurant';
import { formatDollars, parseDollarsToCents } from '@/lib/money';
import type { RestaurantFormOutput, RestaurantFormValues } from './restaurant-form.schema';

export type MenuItemValues = RestaurantFormValues['menuItems'][number];
export type OptionGroupValues = MenuItemValues['optionGroups'][number];
export type OptionChoiceValues = OptionGroupValues['choices'][number];
type MenuItemOutput = RestaurantFormOutput['menuItems'][number];
type OptionGroupOutput = MenuItemOutput['optionGroups'][number];

/** A new menu line: no id yet (the server gives one), nothing typed, available, no options. */
export const blankMenuItem = (): MenuItemValues => ({
  name: '',
  price: '',
  available: true,
  description: '',
  dietary: [],
  allergens: [],
  optionGroups: [],
});

/** A saved menu item as the form shows it: money in dollars, counts as text. */
export function toMenuItemValues(item: MenuItem): MenuItemValues {
  return {
    _id: item._id,
    name: item.name,
    price: formatDollars(item.price),
    available: item.available,
    description: item.description,
    dietary: [...item.dietary],
    allergens: [...item.allergens],
    optionGroups: item.optionGroups.map((group) => ({
      _id: group._id,
      name: group.name,
      required: group.required,
      minChoices: String(group.minChoices),
      maxChoices: String(group.maxChoices),
      choices: group.choices.map((choice) => ({
        _id: choice._id,
        name: choice.name,
        price: formatDollars(choice.price),
        available: choice.available,
      })),
    })),
  };
}

/**
 * What the form shows of a menu item apart from its own and its choices' availability, which
 * their switches save at once.
 */
export function menuItemShapeOf(item: MenuItemValues): unknown[] {
  const { _id, name, price, description, dietary, allergens, optionGroups } = item;
  const groups = optionGroups.map(({ choices, ...group }) => [
    group,
    choices.map((choice) => [choice._id, choice.name, choice.price]),
  ]);
  return [_id, name, price, description, dietary, allergens, groups];
}

// The schema has already accepted the text, so it parses.
export const centsText = (dollars: string) => String(parseDollarsToCents(dollars));
const wholeText = (text: string) => String(Number(text));

/**
 * Appends a list as `name[0]`, `name[1]` …, or, when it is empty, `name` as empty text: multipart
 * has no empty list, and a field left out means "keep what the item had".
 */
function appendList<T>(
  body: FormData,
  name: string,
  list: readonly T[],
  append: (entry: T, at: string) => void,
) {
  if (list.length === 0) body.append(name, '');
  list.forEach((entry, index) => append(entry, `${name}[${index}]`));
}

function appendOptionGroup(body: FormData, group: OptionGroupOutput, at: string) {
  if (group._id) body.append(`${at}[_id]`, group._id);
  body.append(`${at}[name]`, group.name);
  body.append(`${at}[required]`, String(group.required));
  body.append(`${at}[minChoices]`, wholeText(group.minChoices));
  body.append(`${at}[maxChoices]`, wholeText(group.maxChoices));
  group.choices.forEach((choice, index) => {
    const choiceAt = `${at}[choices][${index}]`;
    if (choice._id) body.append(`${choiceAt}[_id]`, choice._id);
    body.append(`${choiceAt}[name]`, choice.name);
    body.append(`${choiceAt}[price]`, centsText(choice.price));
    body.append(`${choiceAt}[available]`, String(choice.available));
  });
}

/**
 * Menu line `index` in the multipart body, each saved item, group and choice with its `_id` so
 * that it keeps its id (carts and orders refer to them).
 */
export function appendMenuItem(body: FormData, item: MenuItemOutput, index: number) {
  const at = `menuItems[${index}]`;
  if (item._id) body.append(`${at}[_id]`, item._id);
  body.append(`${at}[name]`, item.name);
  body.append(`${at}[price]`, centsText(item.price));
  body.append(`${at}[available]`, String(item.available));
  body.append(`${at}[description]`, item.description);
  appendList(body, `${at}[dietary]`, item.dietary, (tag, name) => body.append(name, tag));
  appendList(body, `${at}[allergens]`, item.allergens, (allergen, name) =>
    body.append(name, allergen),
  );
  appendList(body, `${at}[optionGroups]`, item.optionGroups, (group, groupAt) =>
    appendOptionGroup(body, group, groupAt),
  );
}
