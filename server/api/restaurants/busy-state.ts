/** Busy mode as stored: minutes added to the delivery time until `busyUntil`. */
export interface BusySettings {
  busyMinutes: number | null;
  busyUntil: Date | null;
}

/**
 * The busy fields of a restaurant's JSON, as they stand at `now`. Like a pause, busy mode ends by
 * the clock alone: nothing is written when it runs out, so a row past its `busyUntil` answers as
 * not busy.
 */
export function busyJsonOf({ busyMinutes, busyUntil }: BusySettings, now = new Date()) {
  const busy = busyMinutes !== null && busyUntil !== null && busyUntil > now;
  return {
    busyMinutes: busy ? busyMinutes : 0,
    busyUntil: busy ? busyUntil.toISOString() : null,
  };
}
