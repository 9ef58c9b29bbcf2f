import type { Restaurant } from '@contract/restaurant';
import type { MenuItemValues } from './menu-item.values';

/** Where a switch keeps its value: a menu line's, or a choice's under its line. */
export type AvailablePath =
  | `menuItems.${number}.available`
  | `menuItems.${number}.optionGroups.${number}.choices.${number}.available`;

/** Where the saved item `menuItemId` is among the lines now: lines move as others are removed. */
export function menuItemAvailablePath(
  items: readonly MenuItemValues[],
  menuItemId: string,
): AvailablePath | undefined {
  const at = items.findIndex((line) => line._id === menuItemId);
  return at < 0 ? undefined : `menuItems.${at}.available`;
}

/** Where the saved choice `choiceId` of item `menuItemId` is now, whichever group holds it. */
export function choiceAvailablePath(
  items: readonly MenuItemValues[],
  menuItemId: string,
  choiceId: string,
): AvailablePath | undefined {
  const itemAt = items.findIndex((line) => line._id === menuItemId);
  if (itemAt < 0) return undefined;
  const groups = items[itemAt].optionGroups;
  for (const [groupAt, group] of groups.entries()) {
    const choiceAt = group.choices.findIndex((choice) => choice._id === choiceId);
    if (choiceAt >= 0)
      return `menuItems.${itemAt}.optionGroups.${groupAt}.choices.${choiceAt}.available`;
  }
  return undefined;
}

/** Each saved item's and choice's switch in the form, with what the server has for it. */
export function savedAvailability(
  items: readonly MenuItemValues[],
  restaurant: Restaurant,
): [AvailablePath, boolean][] {
  const found: [AvailablePath | undefined, boolean][] = [];
  for (const item of restaurant.menuItems) {
    found.push([menuItemAvailablePath(items, item._id), item.available]);
    for (const choice of item.optionGroups.flatMap((group) => group.choices)) {
      found.push([choiceAvailablePath(items, item._id, choice._id), choice.available]);
    }
  }
  return found.filter((entry): entry is [AvailablePath, boolean] => entry[0] !== undefined);
}
