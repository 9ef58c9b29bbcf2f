/** Clock times as the order pages show them: local time, H:MM. */

const MS_PER_MINUTE = 60_000;

/** 'H:MM' in local time: hours as they are (9, 14), minutes with two digits (9:05). */
export function formatClockTime(time: Date): string {
  return `${time.getHours()}:${String(time.getMinutes()).padStart(2, '0')}`;
}

/** When an order placed at `createdAt` (ISO 8601) should arrive, `minutes` later. */
export function expectedBy(createdAt: string, minutes: number): Date {
  return new Date(new Date(createdAt).getTime() + minutes * MS_PER_MINUTE);
}
