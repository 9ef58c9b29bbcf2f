import { formatPrice } from '@/lib/money';

/**
 * A choice of a line as any view of it holds one: its group's name, its own name and what it
 * adds in cents. An order's choices (`OrderChoice`) and a cart line's both fit.
 */
export interface LineChoice {
  group: string;
  name: string;
  price: number;
}

/** The choices of one group, in the order they were chosen. */
export interface ChoiceGroup {
  group: string;
  choices: LineChoice[];
}

/** A line's choices by group, groups in the order they first appear. */
export function choiceGroups(choices: readonly LineChoice[]): ChoiceGroup[] {
  const groups = new Map<string, LineChoice[]>();
  for (const choice of choices) {
    const chosen = groups.get(choice.group);
    if (chosen) chosen.push(choice);
    else groups.set(choice.group, [choice]);
  }
  return [...groups].map(([group, chosen]) => ({ group, choices: chosen }));
}

/** 'Olives', or with its price 'Olives (+$1.00)'; a choice that adds nothing never shows $0.00. */
export function choiceLabel(choice: LineChoice, withPrice = false): string {
  return withPrice && choice.price > 0
    ? `${choice.name} (+${formatPrice(choice.price)})`
    : choice.name;
}

/** One group as a line reads it: 'Extras: Olives, Mushrooms'. */
export function choiceGroupText({ group, choices }: ChoiceGroup, withPrices = false): string {
  return `${group}: ${choices.map((choice) => choiceLabel(choice, withPrices)).join(', ')}`;
}

/** A line's choices on one line: 'Size: Large · Extras: Olives, Mushrooms' ('' for none). */
export function choicesText(choices: readonly LineChoice[], withPrices = false): string {
  return choiceGroups(choices)
    .map((group) => choiceGroupText(group, withPrices))
    .join(' · ');
}

/**
 * A line's key among its order's lines: the same dish with other choices is another line.
 * (contract/order.ts has the same rule as `cartLineKey`; importing it would bring zod along.)
 */
export function orderLineKey(line: {
  menuItemId: string;
  choices: readonly { _id: string }[];
}): string {
  return [line.menuItemId, ...line.choices.map((choice) => choice._id).sort()].join(' ');
}
