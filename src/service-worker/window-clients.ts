import type { WindowClient } from './worker-scope';

const pathOf = (client: WindowClient) => new URL(client.url).pathname;

/**
 * A window someone is looking at on the page a message concerns: that page shows the change live
 * already, so a notification would only repeat it.
 */
export function visibleWindowOn(
  windows: readonly WindowClient[],
  path: string,
): WindowClient | undefined {
  return windows.find((each) => each.visibilityState === 'visible' && pathOf(each) === path);
}

/**
 * The window a clicked notification brings forward: the focused one, else one in view, else any
 * (the most recently used comes first in matchAll's order); undefined when the app has none open.
 */
export function windowToReuse(windows: readonly WindowClient[]): WindowClient | undefined {
  return (
    windows.find((each) => each.focused) ??
    windows.find((each) => each.visibilityState === 'visible') ??
    windows[0]
  );
}

/** Whether the window already shows the page, so that bringing it forward is enough. */
export const isOnPage = (client: WindowClient, url: string) =>
  pathOf(client) === new URL(url, client.url).pathname;
