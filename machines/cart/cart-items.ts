import { cartLineKey } from '@contract/cart-line';
import { MAX_QUANTITY, MIN_QUANTITY } from '@contract/checkout-limits';
import type { MenuItem } from '@contract/restaurant';

/** A choice on a line: its group's name, its own, and what it adds to the dish, in cents. */
export interface CartChoice {
  _id: string;
  group: string;
  name: string;
  price: number;
}

/**
 * Why a line cannot be ordered today: its dish sold out, one of its choices is gone from the menu
 * or sold out (named as the line knew it), or a group of the dish now asks for other choices
 * (named as the menu names it).
 */
export type LineIssue =
  | { type: 'soldOut' }
  | { type: 'choiceGone'; choice: string }
  | { type: 'choiceSoldOut'; choice: string }
  | { type: 'choicesChanged'; group: string };

/**
 * One line of a cart: a menu item with its choices, and how many of it. Prices in cents; `price`
 * is one of it with its choices. `available` is what the menu says today: a line restored after
 * its item or a choice of it sold out stays in the cart, says why (`issue`), but cannot be
 * ordered or counted.
 */
export interface CartItem {
  /** The line's identity (contract/cart-line.ts): the item's id and its choices' ids. */
  lineKey: string;
  _id: string;
  name: string;
  price: number;
  quantity: number;
  /** In the menu's order of groups and choices; none for a dish without options. */
  choices: CartChoice[];
  available: boolean;
  /** Absent while the line can be ordered. */
  issue?: LineIssue;
}

/** A choice as something kept earlier names it (a stored line, a past order): maybe only its id. */
interface KnownChoice {
  _id: string;
  group?: unknown;
  name?: unknown;
  price?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : 0;

/**
 * `item` with the choices of ids `choiceIds` as the menu offers them today, and why that cannot be
 * ordered, if it cannot. A choice the dish no longer has stays, as `known` names it, at the end.
 * Undefined when an id is repeated: no line was ever made so.
 */
function withChoices(
  item: MenuItem,
  choiceIds: readonly string[],
  known: readonly KnownChoice[] = [],
): { choices: CartChoice[]; issue?: LineIssue } | undefined {
  const wanted = new Set(choiceIds);
  if (wanted.size !== choiceIds.length) return undefined;
  const choices: CartChoice[] = [];
  let issue: LineIssue | undefined = item.available ? undefined : { type: 'soldOut' };
  const groups = item.optionGroups ?? [];
  for (const group of groups) {
    for (const choice of group.choices) {
      if (!wanted.has(choice._id)) continue;
      wanted.delete(choice._id);
      choices.push({ _id: choice._id, group: group.name, name: choice.name, price: choice.price });
    }
  }
  const gone = [...wanted].map((id): CartChoice => {
    const kept = known.find((choice) => choice._id === id);
    return {
      _id: id,
      group: text(kept?.group),
      name: text(kept?.name),
      price: amount(kept?.price),
    };
  });
  issue ??= gone.length > 0 ? { type: 'choiceGone', choice: gone[0].name } : undefined;
  const soldOut = groups
    .flatMap((group) => group.choices)
    .find((choice) => !choice.available && choiceIds.includes(choice._id));
  issue ??= soldOut ? { type: 'choiceSoldOut', choice: soldOut.name } : undefined;
  const unmet = groups.find((group) => {
    const count = group.choices.filter((choice) => choiceIds.includes(choice._id)).length;
    const least = Math.max(group.minChoices, group.required ? 1 : 0);
    return count < least || count > group.maxChoices;
  });
  issue ??= unmet ? { type: 'choicesChanged', group: unmet.name } : undefined;
  return { choices: [...choices, ...gone], ...(issue ? { issue } : {}) };
}

/**
 * The line of `quantity` of `item` with the choices of ids `choiceIds`, named, priced and marked
 * available as the menu says today; undefined when an id is repeated.
 */
export function lineOf(
  item: MenuItem,
  choiceIds: readonly string[],
  quantity: number,
  known?: readonly KnownChoice[],
): CartItem | undefined {
  const chosen = withChoices(item, choiceIds, known);
  if (!chosen) return undefined;
  const { choices, issue } = chosen;
  return {
    lineKey: cartLineKey({ menuItemId: item._id, choices: choiceIds }),
    _id: item._id,
    name: item.name,
    price: choices.reduce((sum, choice) => sum + choice.price, item.price),
    quantity,
    choices,
    available: issue === undefined,
    ...(issue ? { issue } : {}),
  };
}

/**
 * Whether `quantity` of `item` with the choices of ids `choiceIds` may go in the cart: the dish
 * and every choice are available, each belongs to the dish once, and every group has as many as
 * it asks for. A dish without option groups needs no choices.
 */
export function canAdd(item: MenuItem, choiceIds: readonly string[] = [], quantity = 1): boolean {
  return isQuantity(quantity) && lineOf(item, choiceIds, quantity)?.available === true;
}

/**
 * Adding an item with choices already in the cart raises that line's quantity by `quantity`; the
 * item with other choices, or a new item, is a new line of `quantity`.
 */
export function addItem(
  items: CartItem[],
  item: MenuItem,
  choiceIds: readonly string[] = [],
  quantity = 1,
): CartItem[] {
  const key = cartLineKey({ menuItemId: item._id, choices: choiceIds });
  const existing = items.find((line) => line.lineKey === key);
  if (existing) {
    return items.map((line) =>
      line === existing ? { ...line, quantity: line.quantity + quantity } : line,
    );
  }
  const line = lineOf(item, choiceIds, quantity);
  return line ? [...items, line] : items;
}

/** The remove icon deletes the whole line, whatever its quantity. */
export function removeItem(items: CartItem[], lineKey: string): CartItem[] {
  return items.filter((line) => line.lineKey !== lineKey);
}

/** The lines that can be ordered: an unavailable line is shown, but neither counted nor paid. */
const orderable = (items: CartItem[]) => items.filter((line) => line.available);

/** Whether a line's item, or a choice of it, has sold out or gone since it was put in the cart. */
export function hasSoldOutLines(items: CartItem[]): boolean {
  return items.some((line) => !line.available);
}

/** How many things are in the cart: every orderable line's quantity added up. */
export function itemCount(items: CartItem[]): number {
  return orderable(items).reduce((sum, line) => sum + line.quantity, 0);
}

export function subtotal(items: CartItem[]): number {
  return orderable(items).reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** What the customer pays in cents: every orderable line plus the restaurant's delivery price. */
export function cartTotal(items: CartItem[], deliveryPrice: number): number {
  return subtotal(items) + deliveryPrice;
}

/**
 * The choices a stored line names: none when it names none (a cart kept before dishes had
 * options), each an id or a choice with one. Undefined when they cannot be read.
 */
function storedChoices(value: unknown): KnownChoice[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const choices: KnownChoice[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry === 'string') choices.push({ _id: entry });
    else if (typeof (entry as KnownChoice | null)?._id === 'string')
      choices.push(entry as KnownChoice);
    else return undefined;
  }
  return choices;
}

/**
 * The lines of a stored cart that still make sense for this menu, named, priced and marked
 * available as the menu says today. Anything corrupt or foreign (other restaurants' items, bad
 * quantities or choices) is dropped; a line whose item or a choice of it sold out, whose choice is
 * gone, or whose choices no longer meet its groups is kept, marked unavailable and why.
 */
export function restoreItems(stored: unknown, menu: readonly MenuItem[]): CartItem[] {
  if (!Array.isArray(stored)) return [];
  const byId = new Map(menu.map((item) => [item._id, item]));
  const restored: CartItem[] = [];
  for (const entry of stored as unknown[]) {
    const { _id: id, quantity, choices } = (entry ?? {}) as Record<string, unknown>;
    const item = typeof id === 'string' ? byId.get(id) : undefined;
    const known = storedChoices(choices);
    if (!item || !isQuantity(quantity) || !known) continue;
    const line = lineOf(
      item,
      known.map((choice) => choice._id),
      quantity,
      known,
    );
    if (!line || restored.some((kept) => kept.lineKey === line.lineKey)) continue;
    restored.push(line);
  }
  return restored;
}

function isQuantity(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_QUANTITY &&
    value <= MAX_QUANTITY
  );
}
