/** Origins the SPA talks to besides its own. */
export interface WebOrigins {
  /** Answers the SPA's fetches and serves restaurant images. */
  apiOrigin: string;
  /** The identity provider: token calls from the browser and the login redirect. */
  identityOrigin: string;
}

/**
 * Directives for @fastify/helmet: scripts only from the SPA's own origin, connections only to
 * it, the API and the identity provider.
 */
export function contentSecurityPolicy({ apiOrigin, identityOrigin }: WebOrigins) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // styled-components injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', apiOrigin],
    // The SPA's data is the API's; its own origin serves only static files, which tools that
    // read the page from inside it (Lighthouse's robots.txt check) fetch from there.
    connectSrc: ["'self'", apiOrigin, identityOrigin],
    // The service worker (/sw.js) and the web app manifest are the SPA's own files.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", identityOrigin],
  };
}
