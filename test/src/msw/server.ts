import { setupServer } from 'msw/node';
import { config } from '@/app/config';

/** The API the web tests' stores call: the app's own default address. */
export const API = config.apiBaseUrl;

export const apiUrl = (path: string) => `${API}${path}`;

/** A request the page sent, as the API would see it. */
export interface SentRequest {
  method: string;
  /** The path for a call to the API, the whole address otherwise. */
  path: string;
  authorization: string | null;
  /** JSON as parsed, a multipart form as FormData, other text as it is; undefined when empty. */
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * The web tests' network, started for every test file by test/setup-web.ts. It answers only what
 * a test has asked it to (`server.use(...)`, from ./handlers); any other request fails the test.
 */
export const server = setupServer();

let sent: SentRequest[] = [];
const reading = new Map<string, Promise<SentRequest>>();

function note(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const seen: SentRequest = {
    method: request.method,
    path: url.origin === API ? url.pathname : request.url,
    authorization: request.headers.get('authorization'),
    body: undefined,
  };
  sent.push(seen);
  return readBody(request.clone()).then((body) => Object.assign(seen, { body }));
}

// Every request is noted as it leaves, whether or not anything answers it.
server.events.on('request:start', ({ request, requestId }) => {
  reading.set(requestId, note(request));
});

/** Every request sent in this test so far, in order. */
export const sentRequests = (): readonly SentRequest[] => sent;

/** 'METHOD /path' of each request sent, in order. */
export const routesSent = (requests: readonly SentRequest[] = sent) =>
  requests.map((request) => `${request.method} ${request.path}`);

/** The request as noted when it left, once its body has been read: handlers answer after that. */
export const sentRequest = (requestId: string): Promise<SentRequest> =>
  reading.get(requestId) ?? Promise.reject(new Error(`Request ${requestId} was not seen leaving`));

/** Forgets this test's requests (after each test). */
export function forgetSentRequests() {
  sent = [];
  reading.clear();
}
