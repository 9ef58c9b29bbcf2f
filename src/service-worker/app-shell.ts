/** The page every route of the app is: the precached shell a navigation falls back to offline. */
export const APP_SHELL = '/index.html';

/**
 * Answers a navigation from the network, so that a deployment shows at once, and with the shell
 * from the cache when the network fails: offline, the app still opens and says so.
 */
export async function networkFirstNavigation(
  request: Request,
  cachedShell: () => Promise<Response | undefined>,
  send: (request: Request) => Promise<Response> = fetch,
): Promise<Response> {
  try {
    return await send(request);
  } catch (error) {
    const shell = await cachedShell();
    if (shell) return shell;
    throw error;
  }
}
