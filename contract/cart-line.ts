// Plain values, kept free of zod so that the web app's cart can use them without loading it.

/** A line's identity: the dish and its choices in any order. Two lines may not share one. */
export function cartLineKey(line: { menuItemId: string; choices?: readonly string[] }): string {
  return [line.menuItemId, ...[...(line.choices ?? [])].sort()].join(' ');
}
