/** Where a user's hidden delivered orders are remembered, one key per user. */
export function hiddenOrdersKey(userSub: string): string {
  return `hiddenOrders-${userSub}`;
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** The ids this user has had hidden; none when nothing was kept or it cannot be read. */
export function readHiddenOrders(userSub: string): string[] {
  try {
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(hiddenOrdersKey(userSub)) ?? '[]',
    );
    return isIdList(stored) ? stored : [];
  } catch {
    return [];
  }
}

export function writeHiddenOrders(userSub: string, orderIds: readonly string[]): void {
  try {
    window.localStorage.setItem(hiddenOrdersKey(userSub), JSON.stringify(orderIds));
  } catch {
    // Blocked or full storage: the order is still hidden until the page is reloaded.
  }
}
