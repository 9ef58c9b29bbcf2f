import type { MenuItemInput } from '@contract/restaurant';

/** An item of the saved menu, in menu order. */
export interface SavedMenuItem {
  id: string;
  name: string;
}

/**
 * The id each sent item keeps, or undefined for a new item. An item sent with its `_id` keeps
 * it; one sent without takes the id of a saved item of exactly the same name that no other sent
 * item keeps, each saved item at most once and in menu order. Clients that never send ids thus
 * keep the ids that carts and past orders refer to; a renamed item is a new item.
 */
export function keptMenuItemIds(
  sent: readonly MenuItemInput[],
  saved: readonly SavedMenuItem[],
): Array<string | undefined> {
  const claimed = new Set(sent.flatMap((item) => (item._id ? [item._id] : [])));
  const freeByName = new Map<string, string[]>();
  for (const { id, name } of saved) {
    if (claimed.has(id)) continue;
    const ids = freeByName.get(name);
    if (ids) ids.push(id);
    else freeByName.set(name, [id]);
  }
  return sent.map((item) => item._id ?? freeByName.get(item.name)?.shift());
}
