/**
 * Whether the Auth0 SDK could find a session in this browser: its local-storage cache or its
 * "is authenticated" cookie (the two places auth0-spa-js looks before any network call).
 */
export function mayHaveStoredSession(clientId: string): boolean {
  try {
    const prefix = `@@auth0spajs@@::${clientId}::`;
    for (let i = 0; i < window.localStorage.length; i += 1) {
      if (window.localStorage.key(i)?.startsWith(prefix)) return true;
    }
  } catch {
    // Storage can be blocked; the cookie still tells.
  }
  return document.cookie.includes('is.authenticated');
}

/** Whether the address is the identity provider's answer to a login. */
export function isLoginResponse(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}
