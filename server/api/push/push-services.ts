/**
 * The push services browsers subscribe with: Chrome and Edge's FCM, Firefox's autopush, Windows'
 * WNS, Safari's APNs. Exact names, and suffixes (the dot included) for services with many hosts.
 */
const KNOWN_HOSTS = ['fcm.googleapis.com', 'web.push.apple.com'];
const KNOWN_HOST_SUFFIXES = [
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

export const UNKNOWN_PUSH_SERVICE_MESSAGE =
  'subscription.endpoint: must be an https URL of a known push service';

/**
 * Whether the API may send to `endpoint`: an https URL on a known push service's default port,
 * or one of `extraOrigins` (PUSH_SERVICE_ORIGINS). The API sends to what a user stored, so it
 * must not become a client of any host an account names (a server on its own network above all).
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname;
  return (
    KNOWN_HOSTS.includes(host) ||
    KNOWN_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}
