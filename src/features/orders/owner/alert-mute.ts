/** Where this browser keeps the owner's choice to mute the new-order chime. */
export const ALERT_MUTE_KEY = 'orderAlertMuted';

/** Whether the chime was muted here before; not when storage cannot be read. */
export function readAlertMuted(): boolean {
  try {
    return window.localStorage.getItem(ALERT_MUTE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeAlertMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(ALERT_MUTE_KEY, 'true');
    else window.localStorage.removeItem(ALERT_MUTE_KEY);
  } catch {
    // Blocked or full storage: the choice holds until the page is reloaded.
  }
}
