/** An entry of the saved menu (an item, or an option group or choice of one), in menu order. */
export interface SavedEntry {
  id: string;
  name: string;
}

/**
 * The id each sent entry keeps, or undefined for a new one. Menu items, the option groups of an
 * item and the choices of a group all follow this rule among their own kind. An entry sent with
 * its `_id` keeps it; one sent without takes the id of a saved entry of exactly the same name that
 * no other sent entry keeps, each saved entry at most once and in menu order. Clients that never
 * send ids thus keep the ids that carts and past orders refer to; a renamed entry is a new one.
 */
export function keptIds(
  sent: ReadonlyArray<{ _id?: string; name: string }>,
  saved: readonly SavedEntry[],
): Array<string | undefined> {
  const claimed = new Set(sent.flatMap((entry) => (entry._id ? [entry._id] : [])));
  const freeByName = new Map<string, string[]>();
  for (const { id, name } of saved) {
    if (claimed.has(id)) continue;
    const ids = freeByName.get(name);
    if (ids) ids.push(id);
    else freeByName.set(name, [id]);
  }
  return sent.map((entry) => entry._id ?? freeByName.get(entry.name)?.shift());
}
